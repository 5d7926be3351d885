import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStatus } from '../lib/session/session-store';
import { renderWithProviders } from '../test/render';
import { BottomNav } from './bottom-nav';
import { MobileMenu } from './header/mobile-menu';

const session = vi.hoisted(() => ({ status: 'loading' as SessionStatus }));
vi.mock('../lib/session/use-session', () => ({
  useSession: () => ({
    status: session.status,
    user: session.status === 'signed-in' ? { _id: 'u1', name: 'Asha', email: 'asha@example.com', roleType: 'customer' } : null,
    signOut: vi.fn(),
  }),
}));

const accountNames = /^(Login|Sign in|Profile|My profile)$/i;

describe('account entry in the bottom bar and the mobile menu', () => {
  afterEach(() => {
    session.status = 'loading';
  });

  it('shows neither Login nor Profile while the session is restored', () => {
    renderWithProviders(<BottomNav panel={null} onOpen={() => undefined} />);
    expect(screen.getByTestId('account-pending')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: accountNames })).not.toBeInTheDocument();
    // Home is the one link; Menu, Cart and Wishlist are buttons.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Cart/ })).toHaveAttribute('aria-controls', 'cart-sidebar');
    expect(screen.getByRole('button', { name: /^Wishlist/ })).toHaveAttribute('aria-controls', 'wishlist-sidebar');
  });

  it('shows Login when signed out and Profile when signed in (bottom bar)', () => {
    session.status = 'signed-out';
    const { unmount } = renderWithProviders(<BottomNav panel={null} onOpen={() => undefined} />, { route: '/products' });
    expect(screen.queryByTestId('account-pending')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').at(-1)).toHaveAttribute('href', expect.stringMatching(/^\/login\?returnUrl=/));
    unmount();
    session.status = 'signed-in';
    renderWithProviders(<BottomNav panel={null} onOpen={() => undefined} />);
    expect(screen.getAllByRole('link').at(-1)).toHaveAttribute('href', '/profile');
  });

  it('holds the account line in the menu while loading, then offers sign-in', () => {
    const { unmount } = renderWithProviders(<MobileMenu open onClose={() => undefined} />);
    expect(screen.getByTestId('account-pending')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sign in|login/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
    unmount();
    session.status = 'signed-out';
    renderWithProviders(<MobileMenu open onClose={() => undefined} />);
    expect(screen.queryByTestId('account-pending')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sign in|login/i })).toHaveAttribute('href', expect.stringMatching(/^\/login/));
  });
});
