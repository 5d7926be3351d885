import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ProductActionsProvider } from '../lib/product-actions';
import { SessionProvider } from '../lib/session/session-context';
import { PRODUCT_ACTION_SLOTS } from './product-action-slots';

interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** Data, language, the session and the shopping buttons for the whole app; toasts live in the shell (their store needs no provider). */
export function Providers({ queryClient, i18n, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>
          <ProductActionsProvider slots={PRODUCT_ACTION_SLOTS}>{children}</ProductActionsProvider>
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
