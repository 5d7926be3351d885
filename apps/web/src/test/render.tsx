import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../i18n/i18n';
import type { LanguageCode } from '../lib/localized';

interface Options {
  route?: string;
  language?: LanguageCode;
}

/** Renders with the app's providers (fresh query client and i18n) inside a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/', language = 'en' }: Options = {}) {
  const i18n = createI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), i18n, queryClient };
}
