import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildPagination } from '@aabhushan/shared/rules/pagination';
import {
  ADMIN_PEOPLE_MESSAGES as M,
  adminCustomerListQuerySchema,
  adminCustomerSchema,
  adminCustomerStateSchema,
  adminEnquiryListQuerySchema,
  adminEnquirySchema,
  adminEnquiryStateSchema,
} from '@aabhushan/shared/schemas/admin-people';
import { envelopeSchema, errorEnvelopeSchema, listEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../../lib/envelope';
import { staffIdOf } from '../staff-identity';
import type { PeopleService } from './admin-people';

const tags = ['admin'];
const idParams = (notFound: string) => z.object({ id: z.string().trim().min(1, { error: notFound }).max(200, { error: notFound }) });
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** /api/admin/customers, /enquiries and /newsletter (guarded by admin.module.ts). */
export async function adminPeopleRoutes(app: FastifyInstance, { people }: { people: PeopleService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/customers', { schema: { tags, querystring: adminCustomerListQuerySchema, response: { 200: listEnvelopeSchema(adminCustomerSchema) } } }, async (request) => {
    const { customers, total } = await people.listCustomers(request.query);
    return { ...ok(customers), pagination: buildPagination(request.query.page, request.query.limit, total) };
  });

  api.get('/customers/:id', { schema: { tags, params: idParams(M.customerNotFound), response: { 200: envelopeSchema(adminCustomerSchema), ...errors } } }, async (request, reply) => {
    const customer = await people.getCustomer(request.params.id);
    return customer ? ok(customer) : reply.status(404).send(fail(M.customerNotFound));
  });

  api.post(
    '/customers/:id/state',
    { schema: { tags, params: idParams(M.customerNotFound), body: adminCustomerStateSchema, response: { 200: envelopeSchema(adminCustomerSchema), ...errors } } },
    async (request, reply) => {
      const outcome = await people.setCustomerDisabled(staffIdOf(request), request.params.id, request.body.disabled);
      return outcome.ok ? ok(outcome.customer, outcome.message) : reply.status(outcome.status).send(fail(outcome.message));
    },
  );

  api.get('/enquiries', { schema: { tags, querystring: adminEnquiryListQuerySchema, response: { 200: listEnvelopeSchema(adminEnquirySchema) } } }, async (request) => {
    const { enquiries, total } = await people.listEnquiries(request.query);
    return { ...ok(enquiries), pagination: buildPagination(request.query.page, request.query.limit, total) };
  });

  api.post(
    '/enquiries/:id/state',
    { schema: { tags, params: idParams(M.enquiryNotFound), body: adminEnquiryStateSchema, response: { 200: envelopeSchema(adminEnquirySchema), ...errors } } },
    async (request, reply) => {
      const outcome = await people.setEnquiryStatus(staffIdOf(request), request.params.id, request.body.status);
      return outcome.ok ? ok(outcome.enquiry, outcome.message) : reply.status(outcome.status).send(fail(outcome.message));
    },
  );

  // A file to open in a spreadsheet: every subscriber, oldest first.
  app.get('/newsletter/subscribers.csv', { schema: { tags, hide: false } }, async (_request, reply) =>
    reply
      .header('content-disposition', 'attachment; filename="aabhushan-newsletter-subscribers.csv"')
      .type('text/csv; charset=utf-8')
      .send(await people.subscribersCsv()),
  );
}
