import { INVOICEABLE_ORDER_STATUSES, PACKABLE_ORDER_STATUSES } from '@aabhushan/shared/rules/order-status';
import { SHIPPING_METHOD_LABELS, type ShippingMethod } from '@aabhushan/shared/rules/order-totals';
import { giftReceiptFileName, invoiceFileName, packingSlipFileName } from '@aabhushan/shared/schemas/invoices';
import { renderGiftReceiptPdf } from './gift-receipt-pdf';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import { findCertificateNumbers } from '../certificates/certificates.repository';
import { findItems, findOrder, findOwnOrder } from '../orders/orders.repository';
import type { OrderRow } from '../orders/orders.types';
import type { StoreSettingsValues } from '../settings/store-settings';
import { buildInvoiceDocument } from './invoice-document';
import { toInvoiceOrder } from './invoice-order';
import { renderInvoicePdf } from './invoice-pdf';
import { getInvoiceSeller } from './invoice-seller';
import { findInvoiceByOrderId, issueInvoice } from './invoices.repository';
import { renderPackingSlipPdf } from './packing-slip-pdf';

const INVOICEABLE: ReadonlySet<string> = new Set(INVOICEABLE_ORDER_STATUSES);
const PACKABLE: ReadonlySet<string> = new Set(PACKABLE_ORDER_STATUSES);

export type PdfResult = { kind: 'not-found' } | { kind: 'not-ready' } | { kind: 'ready'; fileName: string; pdf: Buffer };

/** `cipher` opens the order's sealed delivery address (the buyer's name, street and phone on the invoice). */
export function createInvoicesService(db: Database, { cipher, now = () => new Date() }: { cipher: DataCipher; now?: () => Date }) {
  /**
   * The order's GST tax invoice, numbered on first issue. An order that already has an invoice
   * always gets the same one back, whatever its status now; a new one takes its seller from
   * `settings` (the store settings of the request issuing it).
   */
  async function invoiceOf(order: OrderRow | undefined, settings: StoreSettingsValues): Promise<PdfResult> {
    if (!order) return { kind: 'not-found' };
    const existing = await findInvoiceByOrderId(db, order.id);
    if (!existing && !INVOICEABLE.has(order.status)) return { kind: 'not-ready' };
    const [invoice, items] = await Promise.all([existing ?? issueInvoice(db, order.id, getInvoiceSeller(settings), now()), findItems(db, [order.id])]);
    const certificates = await findCertificateNumbers(db, items.map((item) => item.productId));
    // The seller as it was at issue: later changes to the store settings do not rewrite it.
    const document = buildInvoiceDocument(toInvoiceOrder(order, items, cipher, certificates), { number: invoice.number, issuedAt: invoice.issuedAt }, invoice.seller);
    return { kind: 'ready', fileName: invoiceFileName(order.orderNumber), pdf: await renderInvoicePdf(document) };
  }

  /** The gift receipt: for a confirmed (or later) order, as its invoice; no prices on it. */
  async function giftReceiptOf(order: OrderRow | undefined, { seller, contact, returnWindowDays }: StoreSettingsValues): Promise<PdfResult> {
    if (!order) return { kind: 'not-found' };
    if (!INVOICEABLE.has(order.status)) return { kind: 'not-ready' };
    const pdf = await renderGiftReceiptPdf({
      order: toInvoiceOrder(order, await findItems(db, [order.id]), cipher),
      returnWindowDays,
      seller: { tradeName: seller.tradeName, addressLines: contact.addressLines, phone: contact.phone, email: contact.email },
    });
    return { kind: 'ready', fileName: giftReceiptFileName(order.orderNumber), pdf };
  }

  return {
    /** The customer's gift receipt for one of their own orders. */
    getGiftReceiptPdf: async (userId: string, orderId: string, settings: StoreSettingsValues) => giftReceiptOf(await findOwnOrder(db, userId, orderId), settings),

    /** Any order's gift receipt, for staff to print and put in the parcel. */
    getAnyGiftReceiptPdf: async (orderId: string, settings: StoreSettingsValues) => giftReceiptOf(await findOrder(db, orderId), settings),

    /** The customer's invoice for one of their own orders. */
    getInvoicePdf: async (userId: string, orderId: string, settings: StoreSettingsValues) => invoiceOf(await findOwnOrder(db, userId, orderId), settings),

    /** Any customer's invoice, for staff to print (the same invoice the customer downloads). */
    getAnyInvoicePdf: async (orderId: string, settings: StoreSettingsValues) => invoiceOf(await findOrder(db, orderId), settings),

    /** The packing slip staff print for an order to be sent: the pieces, the address, what to collect; no prices. */
    async getPackingSlipPdf(orderId: string, { seller, contact }: StoreSettingsValues): Promise<PdfResult> {
      const order = await findOrder(db, orderId);
      if (!order) return { kind: 'not-found' };
      if (!PACKABLE.has(order.status)) return { kind: 'not-ready' };
      const items = await findItems(db, [order.id]);
      const pdf = await renderPackingSlipPdf({
        // The packer puts each certificate named beside a piece in the parcel with it.
        order: toInvoiceOrder(order, items, cipher, await findCertificateNumbers(db, items.map((item) => item.productId))),
        shippingMethodLabel: SHIPPING_METHOD_LABELS[order.shippingMethod as ShippingMethod] ?? order.shippingMethod,
        // Cash on delivery collects what a gold plan did not pay; nothing when the plan paid it all.
        collectPaise: order.paymentMethod === 'cod' && order.grandTotalPaise > order.goldPlanCreditPaise ? order.grandTotalPaise - order.goldPlanCreditPaise : null,
        sender: { tradeName: seller.tradeName, addressLines: contact.addressLines, phone: contact.phone },
      });
      return { kind: 'ready', fileName: packingSlipFileName(order.orderNumber), pdf };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
