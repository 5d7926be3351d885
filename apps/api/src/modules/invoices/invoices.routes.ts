import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { INVOICE_MESSAGES } from '@aabhushan/shared/schemas/invoices';
import { ORDER_MESSAGES, orderIdParamsSchema } from '@aabhushan/shared/schemas/orders';
import { fail } from '../../lib/envelope';
import type { InvoicesService } from './invoices.service';

/**
 * GET /api/orders/{id}/invoice: the signed-in customer's GST tax invoice as a PDF download;
 * GET /api/orders/{id}/gift-receipt: the order's gift receipt (no prices) as a PDF download.
 */
export async function invoicesRoutes(app: FastifyInstance, { invoices }: { invoices: InvoicesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Both papers: the signed-in customer's own order, a PDF or a refusal.
  const customerPaper = {
    preValidation: app.requireUser,
    schema: {
      tags: ['orders'],
      params: orderIdParamsSchema,
      produces: ['application/pdf'],
      response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
    },
  };
  api.get(
    '/api/orders/:id/invoice',
    customerPaper,
    async (request, reply) => {
      const result = await invoices.getInvoicePdf(request.identity!.userId, request.params.id, request.storeSnapshot.settings);
      if (result.kind === 'not-found') return reply.status(404).send(fail(ORDER_MESSAGES.notFound));
      if (result.kind === 'not-ready') return reply.status(409).send(fail(INVOICE_MESSAGES.notReady));
      return sendPdf(reply, result.fileName, result.pdf);
    },
  );
  api.get(
    '/api/orders/:id/gift-receipt',
    customerPaper,
    async (request, reply) => {
      const result = await invoices.getGiftReceiptPdf(request.identity!.userId, request.params.id, request.storeSnapshot.settings);
      if (result.kind === 'not-found') return reply.status(404).send(fail(ORDER_MESSAGES.notFound));
      if (result.kind === 'not-ready') return reply.status(409).send(fail(INVOICE_MESSAGES.giftReceiptNotReady));
      return sendPdf(reply, result.fileName, result.pdf);
    },
  );
}

/**
 * A PDF: bytes as they are (no JSON schema applies; never stored by a cache: plugins/private-answers.ts).
 * 'attachment' saves it; 'inline' opens it in the browser, ready to print (the staff side).
 */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer, disposition: 'attachment' | 'inline' = 'attachment') {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .send(pdf);
}
