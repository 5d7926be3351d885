import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import '../../../i18n/bundles/checkout';
import type { PaymentOrder } from '../api/payment-types';
import { usePaymentFlow } from '../lib/use-payment-flow';
import { TestGatewayDialog } from './test-gateway-dialog';

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const PAYMENT_ORDER: PaymentOrder = { id: 'test_order_1', amount: 1165550, currency: 'INR', receipt: 'AB-2026-000123', provider: 'test', orderId: 'o-1' };
const ORDER = { id: 'o-1', orderNumber: 'AB-2026-000123', grandTotalPaise: 1165550 };
const BRANDING = { name: 'Aabhushan', description: 'Order AB-2026-000123', logoUrl: '/favicon.svg', themeColor: '#6b1f2a', prefill: {} };

/** The checkout's use of the flow, reduced to what the test needs to see. */
function Harness({ onDone }: { onDone: (paid: boolean) => void }) {
  const flow = usePaymentFlow();
  return (
    <>
      <button type="button" onClick={() => void flow.pay(ORDER, BRANDING).then(onDone)}>
        start
      </button>
      <p data-testid="failure">{flow.failure ?? ''}</p>
      {flow.testGateway && <TestGatewayDialog paymentOrder={flow.testGateway.paymentOrder} onChoose={flow.testGateway.choose} />}
    </>
  );
}

function stubServer(handlers: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const handler = handlers[url];
    if (!handler) throw new Error(`unexpected call ${url}`);
    return handler();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the TEST MODE payment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows TEST MODE with the amount, and Pay verifies the signed answer on the server', async () => {
    const fetch = stubServer({
      '/api/payments/create-order': () => answer(200, { success: true, message: 'ok', data: PAYMENT_ORDER }),
      '/api/payments/test-gateway/pay': () => answer(200, { success: true, message: 'ok', data: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'test_order_1', razorpay_signature: 'sig' } }),
      '/api/payments/verify': () => answer(200, { success: true, message: 'ok', data: {} }),
    });
    const onDone = vi.fn();
    renderWithProviders(<Harness onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(dialog).toHaveTextContent('Test mode');
    expect(screen.getByTestId('test-gateway-amount')).toHaveTextContent('₹11,656');
    // Focus starts on Pay, inside the dialog (the trap's effect may run just after the dialog appears).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pay ₹11,656' })));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹11,656' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    const verify = fetch.mock.calls.find(([url]) => url === '/api/payments/verify')!;
    expect(JSON.parse(String((verify[1] as RequestInit).body))).toEqual({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'test_order_1', razorpay_signature: 'sig', order_id: 'o-1' });
    const create = fetch.mock.calls.find(([url]) => url === '/api/payments/create-order')!;
    expect(JSON.parse(String((create[1] as RequestInit).body))).toEqual({ amount: 1165550, currency: 'INR', receipt: 'AB-2026-000123', notes: { order_id: 'o-1' } });
  });

  it('Escape cancels the payment: "Payment cancelled by user", nothing is verified', async () => {
    const fetch = stubServer({ '/api/payments/create-order': () => answer(200, { success: true, message: 'ok', data: PAYMENT_ORDER }) });
    const onDone = vi.fn();
    renderWithProviders(<Harness onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    const dialog = await screen.findByRole('dialog');
    // Escape is heard by the focus trap, which listens once its effect has run (focus is then inside).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(screen.getByTestId('failure')).toHaveTextContent('cancelled');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('Fail is a failed payment (the gateway answers 402), and a bad signature fails verification', async () => {
    stubServer({
      '/api/payments/create-order': () => answer(200, { success: true, message: 'ok', data: PAYMENT_ORDER }),
      '/api/payments/test-gateway/pay': () => answer(402, { success: false, message: 'Payment failed. Please try again.', data: null }),
    });
    const onDone = vi.fn();
    const view = renderWithProviders(<Harness onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fail payment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(screen.getByTestId('failure')).toHaveTextContent('failed');
    view.unmount();

    stubServer({
      '/api/payments/create-order': () => answer(200, { success: true, message: 'ok', data: PAYMENT_ORDER }),
      '/api/payments/test-gateway/pay': () => answer(200, { success: true, message: 'ok', data: { razorpay_payment_id: 'p', razorpay_order_id: 'test_order_1', razorpay_signature: 'forged' } }),
      '/api/payments/verify': () => answer(400, { success: false, message: 'Payment verification failed', data: null }),
    });
    const again = vi.fn();
    renderWithProviders(<Harness onDone={again} />);
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(again).toHaveBeenCalledWith(false));
    expect(screen.getByTestId('failure')).toHaveTextContent('verification');
  });
});
