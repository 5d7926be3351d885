import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { cartKeys } from '../features/cart/api/cart-keys';
import { availableCouponsKey } from '../features/coupons/api/get-available-coupons';
import { SessionStore } from '../lib/session/session-store';
import { jsonAnswer, makeJwt } from '../lib/session/test-helpers';
import { TOKEN_KEY } from '../lib/session/token-storage';
import { startReadsAtOpen } from './reads-at-open';

const fetchMock = vi.fn<typeof fetch>();
const cart = { items: [{ _id: 'line-1' }], totalItems: 1, updatedAt: '2026-11-29T10:00:00.000Z' };
const coupons = [{ coupon: { code: 'FESTIVE25' }, discount: 10000, freeShipping: false }];

/** Answers the cart and the coupons; the profile never answers, as if it were slow. */
function answer(input: Parameters<typeof fetch>[0]): Promise<Response> {
  const url = String(input);
  if (url === '/api/v1/cart') return Promise.resolve(jsonAnswer(200, { success: true, message: 'ok', data: cart }));
  if (url === '/api/coupons/available') return Promise.resolve(jsonAnswer(200, { success: true, message: 'ok', data: coupons }));
  return new Promise(() => {});
}

function later(): { promise: Promise<void>; settle: () => void } {
  let settle!: () => void;
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('reads at open', () => {
  it('reads the cart and its coupons on /cart beside the profile, and files them once the page is hydrated', async () => {
    window.localStorage.setItem(TOKEN_KEY, makeJwt(3600));
    fetchMock.mockImplementation(answer);
    const queryClient = new QueryClient();
    const session = new SessionStore();
    const hydrated = later();
    const reads = startReadsAtOpen('/cart', queryClient, hydrated.promise, session);
    await vi.waitFor(() => expect(fetchMock.mock.calls.map((call) => String(call[0])).sort()).toEqual(['/api/auth/profile', '/api/coupons/available', '/api/v1/cart']));
    // Answered, but held: a badge showing the count while the drawn page hydrates would not match it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryData(cartKeys.cart())).toBeUndefined();
    hydrated.settle();
    await reads;
    expect(queryClient.getQueryData(cartKeys.cart())).toEqual(cart);
    expect(queryClient.getQueryData(availableCouponsKey(cart.updatedAt))).toEqual(coupons);
    // The session itself has not settled: the reads did not wait for it.
    expect(session.getSnapshot().status).toBe('loading');
    session.clear();
  });

  it('files the lines without waiting for coupons that do not answer', async () => {
    window.localStorage.setItem(TOKEN_KEY, makeJwt(3600));
    fetchMock.mockImplementation((input) => (String(input) === '/api/coupons/available' ? new Promise(() => {}) : answer(input)));
    const queryClient = new QueryClient();
    void startReadsAtOpen('/cart', queryClient, Promise.resolve(), new SessionStore());
    await vi.waitFor(() => expect(queryClient.getQueryData(cartKeys.cart())).toEqual(cart));
  });

  it('reads nothing on a page without reads of its own, or for a shopper signed out', async () => {
    window.localStorage.setItem(TOKEN_KEY, makeJwt(3600));
    fetchMock.mockImplementation(answer);
    const other = new QueryClient();
    await startReadsAtOpen('/products', other, Promise.resolve(), new SessionStore());
    window.localStorage.clear();
    const signedOut = new QueryClient();
    await startReadsAtOpen('/cart', signedOut, Promise.resolve(), new SessionStore());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(other.getQueryCache().getAll()).toHaveLength(0);
    expect(signedOut.getQueryCache().getAll()).toHaveLength(0);
  });
});
