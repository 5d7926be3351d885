import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const contact = { phone: '+91 90000 22222', email: 'care@shop.example.in', addressLines: ['Jaipur'] };
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonAnswer(200, { success: true, message: 'ok', data: { contact } }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage help line', () => {
  it("offers the store's real phone and e-mail from the settings, the contact page and the FAQ", async () => {
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    const mail = await screen.findByRole('link', { name: /care@shop\.example\.in/ });
    expect(mail).toHaveAttribute('href', 'mailto:care@shop.example.in');
    expect(screen.getByRole('link', { name: /\+91 90000 22222/ })).toHaveAttribute('href', 'tel:+919000022222');
    expect(screen.getByText(/Need help\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
  });
});
