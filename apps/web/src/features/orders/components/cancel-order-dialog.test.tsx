import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/bundles/orders';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { renderWithProviders } from '../../../test/render';
import { CancelOrderDialog } from './cancel-order-dialog';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('CancelOrderDialog', () => {
  it('asks for a reason before it sends anything', () => {
    renderWithProviders(<CancelOrderDialog orderId="o1" orderNumber="AB-2026-000123" onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Cancel order AB-2026-000123?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tell us why you are cancelling');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the chosen reason with the details and closes on success', async () => {
    const onClose = vi.fn();
    fetchMock.mockResolvedValue(jsonAnswer(200, { success: true, message: 'Order cancelled', data: { id: 'o1', status: 'cancelled' } }));
    renderWithProviders(<CancelOrderDialog orderId="o1" orderNumber="AB-2026-000123" onClose={onClose} />);
    fireEvent.click(screen.getByLabelText('I changed my mind'));
    fireEvent.change(screen.getByLabelText('More details'), { target: { value: 'Bought one in Jaipur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders/o1/cancel');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'I changed my mind: Bought one in Jaipur' });
  });

  it("says 'Failed to cancel order' when the server fails, the server's reason when it refuses", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(500, { success: false, message: 'boom', data: null }));
    renderWithProviders(<CancelOrderDialog orderId="o1" orderNumber="AB-2026-000123" onClose={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Another reason'));
    fireEvent.change(screen.getByLabelText('More details'), { target: { value: 'Gift no longer needed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Failed to cancel order')).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonAnswer(400, { success: false, message: 'Order cannot be cancelled in its current status', data: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order cannot be cancelled in its current status')).toBeInTheDocument();
  });
});
