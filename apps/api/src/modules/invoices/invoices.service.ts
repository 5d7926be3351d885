import { invoiceFileName } from '@aabhushan/shared/schemas/invoices';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { findItems, findOwnOrder } from '../orders/orders.repository';
import { buildInvoiceDocument } from './invoice-document';
import { toInvoiceOrder } from './invoice-order';
import { renderInvoicePdf } from './invoice-pdf';
import { getInvoiceSeller } from './invoice-seller';
import { findInvoiceByOrderId, issueInvoice } from './invoices.repository';

/**
 * Statuses in which goods have been sold: from confirmation (paid online, or cash on delivery
 * accepted) on. A returned order keeps its invoice (the return is a credit against it).
 */
const INVOICEABLE = new Set(['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered', 'returned']);

export type InvoiceResult = { kind: 'not-found' } | { kind: 'not-ready' } | { kind: 'ready'; fileName: string; pdf: Buffer };

/** `cipher` opens the order's sealed delivery address (the buyer's name, street and phone on the invoice). */
export function createInvoicesService(db: Database, { cipher, now = () => new Date() }: { cipher: DataCipher; now?: () => Date }) {
  return {
    /**
     * The customer's GST tax invoice for one of their orders, numbered on first issue. An order
     * that already has an invoice always gets the same one back, whatever its status now.
     */
    async getInvoicePdf(userId: string, orderId: string): Promise<InvoiceResult> {
      const order = await findOwnOrder(db, userId, orderId);
      if (!order) return { kind: 'not-found' };
      const existing = await findInvoiceByOrderId(db, order.id);
      if (!existing && !INVOICEABLE.has(order.status)) return { kind: 'not-ready' };
      const [invoice, items] = await Promise.all([existing ?? issueInvoice(db, order.id, getInvoiceSeller(), now()), findItems(db, [order.id])]);
      // The seller as it was at issue: later changes to the store settings do not rewrite it.
      const document = buildInvoiceDocument(toInvoiceOrder(order, items, cipher), { number: invoice.number, issuedAt: invoice.issuedAt }, invoice.seller);
      return { kind: 'ready', fileName: invoiceFileName(order.orderNumber), pdf: await renderInvoicePdf(document) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
