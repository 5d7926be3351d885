import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, envelopeSchema } from '@aabhushan/shared/schemas/common';
import {
  ADMIN_APPOINTMENT_MESSAGES as A,
  adminAppointmentClosureSchema,
  adminAppointmentDayQuerySchema,
  adminAppointmentOutcomeSchema,
  adminAppointmentSettingsUpdateSchema,
  adminAppointmentsEnvelopeSchema,
  adminClosureListQuerySchema,
  appointmentClosureEnvelopeSchema,
  appointmentClosuresEnvelopeSchema,
  appointmentSettingsEnvelopeSchema,
  appointmentSettingsListEnvelopeSchema,
} from '@aabhushan/shared/schemas/appointments';
import { fail, ok } from '../../../lib/envelope';
import type { Outcome } from '../../payments/payment-outcome';
import { staffIdOf } from '../staff-identity';
import type { AdminAppointmentsService } from './admin-appointments';

const tags = ['admin'];
const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const idParams = (message: string) => z.object({ id: z.string().trim().min(1, { error: message }).max(200, { error: message }) });

function send<T>(reply: FastifyReply, outcome: Outcome<T>, status = 200) {
  if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
  return reply.status(status).send(ok(outcome.data, outcome.message));
}

/** /api/admin/appointments: a showroom's day, outcomes, closures and each showroom's settings (guarded by admin.module.ts). */
export async function adminAppointmentsRoutes(app: FastifyInstance, { appointments }: { appointments: AdminAppointmentsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/appointments', { schema: { tags, querystring: adminAppointmentDayQuerySchema, response: { 200: adminAppointmentsEnvelopeSchema, ...errors } } }, async (request, reply) =>
    send(reply, await appointments.day(request.query.showroom, request.query.date)),
  );

  api.post(
    '/appointments/:id/outcome',
    { schema: { tags, params: idParams(A.notFound), body: adminAppointmentOutcomeSchema, response: { 200: envelopeSchema(z.object({ id: z.string(), status: z.string() })), ...errors } } },
    async (request, reply) => send(reply, await appointments.mark(staffIdOf(request), request.params.id, request.body.status)),
  );

  api.get('/appointment-settings', { schema: { tags, response: { 200: appointmentSettingsListEnvelopeSchema } } }, async () => ok(await appointments.settings(), A.settingsLoaded));

  api.patch(
    '/appointment-settings/:id',
    { schema: { tags, params: idParams(A.showroomNotFound), body: adminAppointmentSettingsUpdateSchema, response: { 200: appointmentSettingsEnvelopeSchema, ...errors } } },
    async (request, reply) => send(reply, await appointments.updateSettings(staffIdOf(request), request.params.id, request.body)),
  );

  api.get('/appointment-closures', { schema: { tags, querystring: adminClosureListQuerySchema, response: { 200: appointmentClosuresEnvelopeSchema, ...errors } } }, async (request) =>
    ok(await appointments.closures(request.query.showroom), A.closuresLoaded),
  );

  api.post('/appointment-closures', { schema: { tags, body: adminAppointmentClosureSchema, response: { 201: appointmentClosureEnvelopeSchema, ...errors } } }, async (request, reply) =>
    send(reply, await appointments.close(staffIdOf(request), request.body), 201),
  );

  api.delete('/appointment-closures/:id', { schema: { tags, params: idParams(A.closureNotFound), response: { 200: envelopeSchema(z.object({ id: z.string() })), ...errors } } }, async (request, reply) =>
    send(reply, await appointments.reopen(staffIdOf(request), request.params.id)),
  );
}
