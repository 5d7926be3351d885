import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session/session-store';
import { demoUser, jsonAnswer, makeJwt } from '../../../lib/session/test-helpers';
import { TOKEN_KEY } from '../../../lib/session/token-storage';
import { createI18n } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

function fill(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  sessionStore.clear();
  window.sessionStorage.clear();
});

describe('LoginForm', () => {
  it('keeps submit disabled while invalid and shows the spec messages', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    fill('Email address', 'not-an-email');
    fill('Password', '123');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fill('Email address', 'demo@example.com');
    fill('Password', 'Demo@1234');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('shows the server message in a dismissible alert', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(401, { success: false, message: 'Invalid email or password', data: null }));
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    fill('Email address', 'demo@example.com');
    fill('Password', 'Wrong@123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it("falls back to the spec's message when the server gives none", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(500, { success: false, message: 'Internal', data: null }));
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    fill('Email address', 'demo@example.com');
    fill('Password', 'Demo@1234');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed. Please check your credentials and try again.')).toBeInTheDocument();
  });

  it('signs in, storing the token by remember-me, and links the typed e-mail to forgot password', async () => {
    const token = makeJwt(900);
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'ok', data: { accessToken: token, expiresIn: 900, user: demoUser } }));
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fill('Email address', 'demo@example.com');
    fill('Password', 'Demo@1234');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password?email=demo%40example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(demoUser));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ email: 'demo@example.com', password: 'Demo@1234', rememberMe: false });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(sessionStore.getSnapshot().status).toBe('signed-in');
  });

  it('shows validation and server messages in the chosen language (docs/decisions.md)', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(401, { success: false, message: 'Invalid email or password', code: 'ACCOUNT_INVALID_CREDENTIALS', data: null }));
    const hi = createI18n('hi').t;
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />, { language: 'hi' });
    fill(hi('auth.fields.email'), 'not-an-email');
    expect(await screen.findByText('कृपया एक मान्य ईमेल दर्ज करें')).toBeInTheDocument();
    fill(hi('auth.fields.email'), 'demo@example.com');
    fill(hi('auth.fields.password'), 'Wrong@123');
    const submit = screen.getByRole('button', { name: hi('auth.login.submit') });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    expect(await screen.findAllByText('ईमेल या पासवर्ड गलत है')).not.toHaveLength(0);
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });
});
