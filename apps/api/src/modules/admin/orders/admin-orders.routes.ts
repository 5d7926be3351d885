import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import { adminOrderListQuerySchema, adminOrderSchema, adminOrderSummarySchema } from '@aabhushan/shared/schemas/admin-orders';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { INVOICE_MESSAGES } from '@aabhushan/shared/schemas/invoices';
import { ORDER_MESSAGES, orderIdParamsSchema, updateOrderStatusSchema } from '@aabhushan/shared/schemas/orders';
import type { Database } from '../../../db/client';
import type { DataCipher } from '../../../lib/data-cipher';
import { fail, ok } from '../../../lib/envelope';
import type { OrdersService } from '../../orders/orders.service';
import { sendPdf } from '../../invoices/invoices.routes';
import type { InvoicesService } from '../../invoices/invoices.service';
import { recordAudit } from '../audit';
import { staffIdOf } from '../staff-identity';
import { listAdminOrders, readAdminOrder, readOrderState } from './admin-orders';

const tags = ['admin'];
const one = { 200: envelopeSchema(adminOrderSchema), 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

export interface AdminOrdersOptions {
  db: Database;
  cipher: DataCipher;
  orders: OrdersService;
  invoices: InvoicesService;
}

/** /api/admin/orders: every customer's orders, one in full, and its status moved through the order state machine (guarded by admin.module.ts). */
export async function adminOrdersRoutes(app: FastifyInstance, { db, cipher, orders, invoices }: AdminOrdersOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/orders', { schema: { tags, querystring: adminOrderListQuerySchema, response: { 200: listEnvelopeSchema(adminOrderSummarySchema) } } }, async (request) => {
    const { orders: page, total } = await listAdminOrders(db, request.query);
    return { ...ok(page), pagination: buildPagination(request.query.page, request.query.limit, total) };
  });

  api.get('/orders/:id', { schema: { tags, params: orderIdParamsSchema, response: one } }, async (request, reply) => {
    const order = await readAdminOrder(db, cipher, request.params.id, request.storeSnapshot.settings);
    return order ? ok(order, ORDER_MESSAGES.fetched) : reply.status(404).send(fail(ORDER_MESSAGES.notFound));
  });

  // The same state machine as PATCH /api/orders/{id}/status (the customer is mailed on shipping,
  // delivery, cancellation and refund), with who moved it in the audit.
  api.post('/orders/:id/status', { schema: { tags, params: orderIdParamsSchema, body: updateOrderStatusSchema, response: one } }, async (request, reply) => {
    const before = await readOrderState(db, request.params.id);
    if (!before) return reply.status(404).send(fail(ORDER_MESSAGES.notFound));
    const changed = await orders.updateStatus(request.params.id, request.body.status, request.body.notes ?? '', request.storeSnapshot.settings);
    if (!changed.ok) return reply.status(changed.status).send(fail(changed.message));
    const after = await readOrderState(db, request.params.id);
    await recordAudit(db, { actorId: staffIdOf(request), action: 'order.status', entityType: 'order', entityId: request.params.id, before, after: { ...after, notes: request.body.notes ?? '' } });
    return ok((await readAdminOrder(db, cipher, request.params.id, request.storeSnapshot.settings))!, changed.message);
  });

  // Printable papers, opened in the browser: the customer's own tax invoice, and the packing slip.
  const printable = { tags, params: orderIdParamsSchema, produces: ['application/pdf'], response: { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema } };
  api.get('/orders/:id/invoice', { schema: printable }, async (request, reply) => {
    const result = await invoices.getAnyInvoicePdf(request.params.id, request.storeSnapshot.settings);
    if (result.kind === 'not-found') return reply.status(404).send(fail(ORDER_MESSAGES.notFound));
    if (result.kind === 'not-ready') return reply.status(409).send(fail(INVOICE_MESSAGES.notReady));
    return sendPdf(reply, result.fileName, result.pdf, 'inline');
  });
  api.get('/orders/:id/packing-slip', { schema: printable }, async (request, reply) => {
    const result = await invoices.getPackingSlipPdf(request.params.id, request.storeSnapshot.settings);
    if (result.kind === 'not-found') return reply.status(404).send(fail(ORDER_MESSAGES.notFound));
    if (result.kind === 'not-ready') return reply.status(409).send(fail(INVOICE_MESSAGES.slipNotReady));
    return sendPdf(reply, result.fileName, result.pdf, 'inline');
  });
  api.get('/orders/:id/gift-receipt', { schema: printable }, async (request, reply) => {
    const result = await invoices.getAnyGiftReceiptPdf(request.params.id, request.storeSnapshot.settings);
    if (result.kind === 'not-found') return reply.status(404).send(fail(ORDER_MESSAGES.notFound));
    if (result.kind === 'not-ready') return reply.status(409).send(fail(INVOICE_MESSAGES.giftReceiptNotReady));
    return sendPdf(reply, result.fileName, result.pdf, 'inline');
  });
}
