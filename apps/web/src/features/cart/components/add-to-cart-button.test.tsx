import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStatus } from '../../../lib/session/session-store';
import { takePendingIntent } from '../../../lib/account/pending-intent';
import { toastStore } from '../../../lib/toast/toast-store';
import { makeProduct } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { AddToCartButton } from './add-to-cart-button';

const session = vi.hoisted(() => ({ status: 'signed-out' as SessionStatus }));
vi.mock('../../../lib/session/use-session', () => ({
  useSession: () => ({ status: session.status, user: null, signOut: vi.fn() }),
}));

function renderButton(place: 'home' | 'listing' | 'detail', soldOut = false, engraving = '') {
  const product = makeProduct({ _id: 'p1', name: { en: 'Ruby Jhumka' } as never });
  return renderWithProviders(
    <Routes>
      <Route path="/products" element={<AddToCartButton product={product} place={place} quantity={2} variantId="v1" soldOut={soldOut} engraving={engraving} />} />
      <Route path="/user/login" element={<p>sign-in page</p>} />
    </Routes>,
    { route: '/products' },
  );
}

describe('AddToCartButton', () => {
  afterEach(() => {
    toastStore.clear();
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends a guest to sign in with the spec message and keeps the wanted piece', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderButton('listing');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Ruby Jhumka' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toEqual(['Please login to add items to your cart']);
    expect(takePendingIntent()).toEqual({ action: 'cart', productId: 'p1', name: 'Ruby Jhumka', quantity: 2, variantId: 'v1' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the engraving a guest typed with the wanted piece, so it is engraved after sign-in', async () => {
    renderButton('detail', false, 'A ♥ R');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('sign-in page');
    expect(takePendingIntent()).toEqual({ action: 'cart', productId: 'p1', name: 'Ruby Jhumka', quantity: 2, variantId: 'v1', engraving: 'A ♥ R' });
  });

  it("asks home page guests 'Please login to continue'", async () => {
    renderButton('home');
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await screen.findByText('sign-in page');
    expect(toastStore.getSnapshot()[0]?.message).toBe('Please login to continue');
  });

  it('adds for a signed-in shopper, says Adding... meanwhile and names the piece after', async () => {
    session.status = 'signed-in';
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderButton('detail');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    const cart = { notices: [], items: [], totalItems: 2 };
    answer(new Response(JSON.stringify({ success: true, message: 'Item added to cart', data: cart }), { status: 201 }));
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.message).toBe('Ruby Jhumka added to cart'));
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/v1/cart/add');
    expect(JSON.parse(String(init?.body))).toEqual({ productId: 'p1', quantity: 2, variantId: 'v1' });
    session.status = 'signed-out';
  });

  it('shows Out of Stock, disabled, when the piece is sold out', () => {
    renderButton('detail', true);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });
});
