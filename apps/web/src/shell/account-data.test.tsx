import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountDataGate } from '../lib/account/account-data-gate';
import { savePendingIntent } from '../lib/account/pending-intent';
import type { SessionStatus } from '../lib/session/session-store';
import { toastStore } from '../lib/toast/toast-store';
import { renderWithProviders } from '../test/render';
import { AccountData } from './account-data';

const session = vi.hoisted(() => ({ status: 'signed-in' as SessionStatus }));
vi.mock('../lib/session/use-session', () => ({
  useSession: () => ({ status: session.status, user: null, signOut: vi.fn() }),
}));

describe('AccountData (spec A section 4)', () => {
  beforeEach(() => {
    session.status = 'signed-in';
    accountDataGate.close();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    toastStore.clear();
    window.sessionStorage.clear();
  });

  it('opens the cart 1 s after sign-in and the wishlist 0.5 s later', () => {
    vi.useFakeTimers();
    renderWithProviders(<AccountData />);
    act(() => vi.advanceTimersByTime(999));
    expect(accountDataGate.getSnapshot()).toEqual({ cart: false, wishlist: false });
    act(() => vi.advanceTimersByTime(1));
    expect(accountDataGate.getSnapshot()).toEqual({ cart: true, wishlist: false });
    act(() => vi.advanceTimersByTime(500));
    expect(accountDataGate.getSnapshot()).toEqual({ cart: true, wishlist: true });
  });

  it('forgets the cart and the wishlist at sign-out', () => {
    const { queryClient, rerender } = renderWithProviders(<AccountData />);
    queryClient.setQueryData(['cart', 'mine'], { items: [1] });
    queryClient.setQueryData(['wishlist', 'mine'], { items: [1] });
    accountDataGate.open('cart');
    session.status = 'signed-out';
    rerender(<AccountData />);
    expect(queryClient.getQueryData(['cart', 'mine'])).toBeUndefined();
    expect(queryClient.getQueryData(['wishlist', 'mine'])).toBeUndefined();
    expect(accountDataGate.getSnapshot()).toEqual({ cart: false, wishlist: false });
  });

  it('adds the piece a guest wanted once they are signed in', async () => {
    const cart = { notices: [], items: [{ _id: 'l1' }], totalItems: 1 };
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true, message: 'ok', data: cart }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    savePendingIntent({ action: 'cart', productId: 'p1', name: 'Ruby Jhumka', quantity: 1, variantId: null });
    const { queryClient } = renderWithProviders(<AccountData />);
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.message).toBe('Ruby Jhumka added to cart'));
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/cart/add');
    expect(queryClient.getQueryData(['cart', 'mine'])).toEqual(cart);
  });

  it('adds the piece with the engraving the guest typed before signing in', async () => {
    const cart = { notices: [], items: [{ _id: 'l1', engraving: 'A ♥ R' }], totalItems: 1 };
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true, message: 'ok', data: cart }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    savePendingIntent({ action: 'cart', productId: 'p1', name: 'Band', quantity: 1, variantId: null, engraving: 'A ♥ R' });
    renderWithProviders(<AccountData />);
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.message).toBe('Band added to cart'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ productId: 'p1', quantity: 1, variantId: null, engraving: 'A ♥ R' });
  });
});
