import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { SessionContext } from '../lib/session/session-context';
import { SessionStore } from '../lib/session/session-store';
import { demoUser, makeJwt } from '../lib/session/test-helpers';
import { RequireAuth } from './require-auth';

function renderGuarded(store: SessionStore, path = '/profile?tab=security') {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <RequireAuth><p>Private area</p></RequireAuth> },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <SessionContext.Provider value={store}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return router;
}

afterEach(() => window.sessionStorage.clear());

describe('RequireAuth', () => {
  it('waits while the session is loading, then shows the page to a signed-in shopper', () => {
    const store = new SessionStore();
    renderGuarded(store);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('Private area')).not.toBeInTheDocument();
    act(() => store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, false));
    expect(screen.getByText('Private area')).toBeInTheDocument();
    store.clear();
  });

  it('sends a signed-out visitor to /login with the requested path and query as returnUrl', async () => {
    const store = new SessionStore();
    const router = renderGuarded(store);
    act(() => store.clear());
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/profile?tab=security');
  });

  it('redirects when the shopper is signed out while on the page', async () => {
    const store = new SessionStore();
    store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, false);
    const router = renderGuarded(store, '/profile');
    expect(screen.getByText('Private area')).toBeInTheDocument();
    act(() => store.clear());
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnUrl=%2Fprofile');
  });
});

describe('RequireAuth after a logout', () => {
  it('goes to plain /login, without a returnUrl', async () => {
    const store = new SessionStore();
    store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, false);
    window.sessionStorage.removeItem('auth_token');
    const router = renderGuarded(store, '/profile?tab=security');
    await act(() => store.signOut());
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('still goes to plain /login when the logout reaches the page after its navigation has ended', async () => {
    const store = new SessionStore();
    store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, false);
    const router = renderGuarded(store, '/profile?tab=orders');
    // A navigation that ends at once without moving: the guard renders the signed-out session after it.
    store.setNavigator(async () => {}, '/login');
    await act(() => store.signOut());
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('consumes the logout once: a later visit to a guarded page carries its returnUrl again', async () => {
    const store = new SessionStore();
    store.signIn({ accessToken: makeJwt(3600), expiresIn: 3600, user: demoUser }, false);
    const router = renderGuarded(store, '/profile');
    store.setNavigator((to) => router.navigate(to), '/login');
    await act(() => store.signOut());
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate('/profile?tab=security'));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/profile?tab=security');
  });
});
