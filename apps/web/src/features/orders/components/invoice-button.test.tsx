import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/bundles/orders';
import { jsonAnswer } from '../../../lib/session/test-helpers';
import { toastStore } from '../../../lib/toast/toast-store';
import { renderWithProviders } from '../../../test/render';
import { InvoiceButton } from './invoice-button';

const fetchMock = vi.fn<typeof fetch>();
const clicked: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.clear();
  clicked.length = 0;
});

const messages = () => toastStore.getSnapshot().map((toast) => toast.message);

describe('InvoiceButton', () => {
  it('saves the PDF as invoice-{orderNumber}.pdf and says so', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    renderWithProviders(<InvoiceButton orderId="o1" orderNumber="AB-2026-000123" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(messages()).toContain('Invoice downloaded successfully'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/orders/o1/invoice');
    expect(clicked).toEqual(['invoice-AB-2026-000123.pdf']);
  });

  it("says 'Failed to download invoice' when the server fails, its reason when it refuses", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(500, { success: false, message: 'boom', data: null }));
    renderWithProviders(<InvoiceButton orderId="o1" orderNumber="AB-2026-000123" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(messages()).toContain('Failed to download invoice'));
    fetchMock.mockResolvedValueOnce(jsonAnswer(409, { success: false, message: 'The invoice is available once the order is confirmed', data: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(messages()).toContain('The invoice is available once the order is confirmed'));
    expect(clicked).toEqual([]);
  });
});
