import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGRAVING_MESSAGES } from '@aabhushan/shared/rules/engraving';
import type { CartItem } from '@aabhushan/shared/schemas/cart';
import { toastStore } from '../../../lib/toast/toast-store';
import { makeCartLine as makeLine } from '../../../test/cart-fixture';
import { renderWithProviders } from '../../../test/render';
import { CartEngraving } from './cart-engraving';

/** Answers every cart change with a cart holding `items`, and records what was sent. */
function answerWith(items: CartItem[], status = 200, message = 'Cart updated') {
  const body = status === 200 ? { success: true, message, data: { notices: [], items, totalItems: items.length } } : { success: false, message, data: null };
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sentBody = (fetch: ReturnType<typeof answerWith>) => JSON.parse(String(fetch.mock.calls[0]![1]?.body));
const toasts = () => toastStore.getSnapshot().map((toast) => toast.message);

describe('CartEngraving', () => {
  afterEach(() => {
    toastStore.clear();
    vi.unstubAllGlobals();
  });

  it('shows the engraving and changes it in place, judged as typed with the exact sentences', async () => {
    const fetch = answerWith([makeLine({ engraving: 'Anya' })]);
    renderWithProviders(<CartEngraving item={makeLine()} />);
    expect(screen.getByTestId('cart-engraving')).toHaveTextContent('Engraving: “A ♥ R”');
    fireEvent.click(screen.getByRole('button', { name: 'Edit engraving: Gold Band' }));
    const field = screen.getByLabelText('Text to engrave');
    expect(field).toHaveValue('A ♥ R');
    expect(field).toHaveFocus();
    expect(screen.getByText(/Engraved pieces cannot be returned\./)).toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'A@R' } });
    expect(screen.getByRole('alert')).toHaveTextContent(ENGRAVING_MESSAGES.characters);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(field, { target: { value: 'ABCDEFGHIJKLM' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Engraving can be at most 12 characters');
    expect(screen.getByText('13 of 12')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '  Anya ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['Engraving saved']));
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/cart/items/l1');
    expect(fetch.mock.calls[0]![1]?.method).toBe('PUT');
    expect(sentBody(fetch)).toEqual({ engraving: 'Anya' });
    expect(screen.queryByTestId('cart-engraving-editor')).toBeNull();
  });

  it('removes the engraving; when a plain line of the piece was there, says the two are now one line', async () => {
    const fetch = answerWith([makeLine({ _id: 'l2', id: 'l2', engraving: null, quantity: 2 })]);
    renderWithProviders(<CartEngraving item={makeLine()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit engraving: Gold Band' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove engraving' }));
    await waitFor(() => expect(toasts()).toEqual(['The same piece without engraving was already in your cart: they are now one line.']));
    expect(sentBody(fetch)).toEqual({ engraving: null });
  });

  it('takes blank text as no engraving, and says it was removed when the line stays', async () => {
    const fetch = answerWith([makeLine({ engraving: null })]);
    renderWithProviders(<CartEngraving item={makeLine()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit engraving: Gold Band' }));
    fireEvent.change(screen.getByLabelText('Text to engrave'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['Engraving removed']));
    expect(sentBody(fetch)).toEqual({ engraving: null });
  });

  it('offers Add engraving on a plain line of a piece that allows it, and nothing on one that does not', () => {
    const { unmount } = renderWithProviders(<CartEngraving item={makeLine({ engraving: null })} />);
    expect(screen.queryByTestId('cart-engraving')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add engraving: Gold Band' }));
    expect(screen.getByLabelText('Text to engrave')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Remove engraving' })).toBeNull();
    unmount();
    const { container } = renderWithProviders(<CartEngraving item={makeLine({ engraving: null, engravingMaxLength: null })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('Cancel (or Escape) closes without a call; a refusal keeps the editor open with what was typed', async () => {
    const fetch = answerWith([], 400, 'Maximum quantity available is 1');
    renderWithProviders(<CartEngraving item={makeLine()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit engraving: Gold Band' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Text to engrave')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit engraving: Gold Band' }));
    fireEvent.keyDown(screen.getByLabelText('Text to engrave'), { key: 'Escape' });
    expect(screen.queryByLabelText('Text to engrave')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Edit engraving: Gold Band' }));
    fireEvent.change(screen.getByLabelText('Text to engrave'), { target: { value: 'Rohan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Maximum quantity available is 1');
    expect(screen.getByLabelText('Text to engrave')).toHaveValue('Rohan');
  });

  it('speaks the page language: the rule in Hindi', () => {
    renderWithProviders(<CartEngraving item={makeLine()} />, { language: 'hi' });
    fireEvent.click(screen.getByRole('button', { name: 'नक़्क़ाशी बदलें: Gold Band' }));
    fireEvent.change(screen.getByLabelText('नक़्क़ाशी का पाठ'), { target: { value: 'A@R' } });
    expect(screen.getByRole('alert')).toHaveTextContent("नक़्क़ाशी में केवल अक्षर (लैटिन या देवनागरी), अंक, खाली जगह और & . - ' ♥ हो सकते हैं");
  });
});
