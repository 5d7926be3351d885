import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { GOLD_PLAN_MESSAGES as M, goldPlanReceiptParamsSchema } from '@aabhushan/shared/schemas/gold-plans';
import { fail } from '../../lib/envelope';
import { sendPdf } from '../invoices/invoices.routes';
import type { GoldPlanReceipts } from './gold-plan-receipts';

/** GET /api/gold-plans/{id}/instalments/{number}/receipt.pdf: a paid instalment's receipt, for its customer only. */
export async function goldPlanReceiptsRoutes(app: FastifyInstance, { receipts }: { receipts: GoldPlanReceipts }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/gold-plans/:id/instalments/:number/receipt.pdf',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['gold-plans'],
        params: goldPlanReceiptParamsSchema,
        produces: ['application/pdf'],
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await receipts.receiptPdf(request.identity!.userId, request.params.id, request.params.number, request.storeSnapshot.settings);
      if (result.kind === 'no-enrolment') return reply.status(404).send(fail(M.enrolmentNotFound));
      if (result.kind === 'not-paid') return reply.status(404).send(fail(M.instalmentNotPaid));
      return sendPdf(reply, result.fileName, result.pdf);
    },
  );
}
