import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cookieLanguage } from '../../lib/cookie-language';
import { isPinCode } from '@aabhushan/shared/rules/appointment-rules';
import {
  APPOINTMENT_MESSAGES as M,
  appointmentEnvelopeSchema,
  appointmentIdParamsSchema,
  appointmentShowroomsEnvelopeSchema,
  appointmentSlotsEnvelopeSchema,
  appointmentSlotsQuerySchema,
  appointmentsEnvelopeSchema,
  bookAppointmentSchema,
  rescheduleAppointmentSchema,
  videoCallEnvelopeSchema,
  videoTokenParamsSchema,
} from '@aabhushan/shared/schemas/appointments';
import { errorEnvelopeSchema } from '@aabhushan/shared/schemas/common';
import { fail, ok } from '../../lib/envelope';
import type { Outcome } from '../payments/payment-outcome';
import type { AppointmentsService } from './appointments.service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const showroomsQuerySchema = z.object({ pin: z.string().trim().refine(isPinCode, { error: M.pin }).optional() });

function send<T>(reply: FastifyReply, outcome: Outcome<T>, status = 200) {
  if (!outcome.ok) return reply.status(outcome.status).send(fail(outcome.message));
  return reply.status(status).send(ok(outcome.data, outcome.message));
}

/** Appointments: showrooms and the day's slots for everyone; booking, the list, cancel and move for a signed-in customer. */
export async function appointmentsRoutes(app: FastifyInstance, { appointments }: { appointments: AppointmentsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['appointments'];
  const guard = { preValidation: app.requireUser };
  const userId = (request: { identity: { userId: string } | null }) => request.identity!.userId;

  api.get('/api/public/appointments/showrooms', { schema: { tags, querystring: showroomsQuerySchema, response: { 200: appointmentShowroomsEnvelopeSchema, 400: errorEnvelopeSchema } } }, async (request) => ok(await appointments.showrooms(request.query.pin), M.showroomsLoaded));

  api.get('/api/public/appointments/slots', { schema: { tags, querystring: appointmentSlotsQuerySchema, response: { 200: appointmentSlotsEnvelopeSchema, ...errors } } }, async (request, reply) => send(reply, await appointments.slots(request.query)));

  api.post('/api/appointments', { ...guard, schema: { tags, body: bookAppointmentSchema, response: { 201: appointmentEnvelopeSchema, ...errors } } }, async (request, reply) => {
    // The storefront's language (its cookie) is the one the appointment's mails are written in.
    return send(reply, await appointments.book(userId(request), request.body, cookieLanguage(request)), 201);
  });

  api.get('/api/appointments/mine', { ...guard, schema: { tags, response: { 200: appointmentsEnvelopeSchema, ...errors } } }, async (request) => ok(await appointments.mine(userId(request)), M.mineLoaded));

  api.post('/api/appointments/:id/cancel', { ...guard, schema: { tags, params: appointmentIdParamsSchema, response: { 200: appointmentEnvelopeSchema, ...errors } } }, async (request, reply) =>
    send(reply, await appointments.cancel(userId(request), request.params.id)),
  );

  api.post(
    '/api/appointments/:id/reschedule',
    { ...guard, schema: { tags, params: appointmentIdParamsSchema, body: rescheduleAppointmentSchema, response: { 200: appointmentEnvelopeSchema, ...errors } } },
    async (request, reply) => send(reply, await appointments.reschedule(userId(request), request.params.id, request.body.start)),
  );

  // The link is the key: whoever holds it may see the call's time (no account needed to join).
  api.get('/api/appointments/video/:token', { schema: { tags, params: videoTokenParamsSchema, response: { 200: videoCallEnvelopeSchema, ...errors } } }, async (request, reply) =>
    send(reply, await appointments.videoCall(request.params.token)),
  );
}
