import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { ResetPasswordPage } from './reset-password-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderPage(path: string) {
  const router = createMemoryRouter([{ path: '/reset-password', element: <ResetPasswordPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('ResetPasswordPage', () => {
  it('takes the token out of the address at once and still resets with it', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'ok', data: null }));
    const router = renderPage('/reset-password?token=secret-token-123');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret#123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret#123' } });
    fireEvent.submit(screen.getByLabelText('New password').closest('form')!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ token: 'secret-token-123', newPassword: 'Secret#123' });
  });

  it('without a token offers a new link', () => {
    renderPage('/reset-password');
    expect(screen.getByRole('link', { name: /request a new/i })).toHaveAttribute('href', '/forgot-password');
  });
});
