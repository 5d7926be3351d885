import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/bundles/orders';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { makeOrder } from '../../../test/order-fixture';
import { renderWithProviders } from '../../../test/render';
import { ProfileOrders } from './profile-orders';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const pagination = (totalItems: number, currentPage = 1) => ({
  currentPage,
  totalPages: Math.ceil(totalItems / 10),
  totalItems,
  itemsPerPage: 10,
  hasNextPage: currentPage * 10 < totalItems,
  hasPreviousPage: currentPage > 1,
});

describe('My Orders', () => {
  it('lists the real orders with number, total, status and a link, and pages them', async () => {
    const orders = [makeOrder(), makeOrder({ id: 'o2', _id: 'o2', orderNumber: 'AB-2026-000124', status: 'shipped' })];
    fetchMock.mockImplementation(() => Promise.resolve(jsonAnswer(200, { success: true, message: 'ok', data: { data: orders, pagination: pagination(12) } })));
    renderWithProviders(<ProfileOrders />, { route: '/profile?tab=orders' });
    expect(await screen.findByRole('heading', { name: 'Order AB-2026-000123' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Order AB-2026-000124' })).getByText('Shipped')).toBeInTheDocument();
    expect(screen.getAllByText('₹49,955')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View details of order AB-2026-000124' })).toHaveAttribute('href', '/orders/o2');
    expect(screen.getByText('12 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('href', '/profile?tab=orders&page=2');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/orders?page=1&limit=10');
  });

  it('filters by status through the address', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonAnswer(200, { success: true, message: 'ok', data: { data: [], pagination: pagination(0) } })));
    renderWithProviders(<ProfileOrders />, { route: '/profile?tab=orders' });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Show orders'), { target: { value: 'delivered' } });
    await waitFor(() => expect(String(fetchMock.mock.lastCall![0])).toBe('/api/orders?page=1&limit=10&status=delivered'));
    expect(await screen.findByText('No orders with this status yet.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch orders' with a way to try again", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonAnswer(500, { success: false, message: 'boom', data: null })));
    renderWithProviders(<ProfileOrders />, { route: '/profile?tab=orders' });
    expect(await screen.findByRole('heading', { name: 'Failed to fetch orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
