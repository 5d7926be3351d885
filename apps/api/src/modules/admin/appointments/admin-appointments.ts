import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { indianInstant } from '@aabhushan/shared/rules/india-time';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { ADMIN_APPOINTMENT_MESSAGES as A, type AdminAppointment, type AppointmentSettings } from '@aabhushan/shared/schemas/appointments';
import type { z } from 'zod';
import type { adminAppointmentClosureSchema, adminAppointmentSettingsUpdateSchema } from '@aabhushan/shared/schemas/appointments';
import type { Database } from '../../../db/client';
import { appointmentClosures, appointments, appointmentSettings, users } from '../../../db/schema/index';
import type { DataCipher } from '../../../lib/data-cipher';
import { newId } from '../../../lib/new-id';
import { appointmentAddressContext } from '../../appointments/appointment-address';
import { toAppointment } from '../../appointments/appointments.mapper';
import { findPieces, findShowroom, listShowrooms, type BookableShowroom } from '../../appointments/appointments.repository';
import { done, refuse, type Outcome } from '../../payments/payment-outcome';
import { recordAudit } from '../audit';

type SettingsUpdate = z.infer<typeof adminAppointmentSettingsUpdateSchema>;
type ClosureInput = z.infer<typeof adminAppointmentClosureSchema>;
type ClosureRow = typeof appointmentClosures.$inferSelect;

const toSettings = (showroom: BookableShowroom): AppointmentSettings => ({
  showroomId: showroom.id,
  // Staff read the store's own words in English.
  showroomName: showroom.name.en,
  slotMinutes: showroom.slotMinutes,
  consultants: showroom.consultants,
  pinPrefixes: showroom.pinPrefixes,
  videoLinkBase: showroom.videoLinkBase,
});
const toClosure = (row: ClosureRow) => ({ id: row.id, showroomId: row.showroomId, date: row.date, slotStart: row.slotStart, reason: row.reason });

/** The staff side of appointments: a showroom's day with the pieces to keep ready, outcomes, closures and settings; every change audited. */
export function createAdminAppointmentsService(db: Database, { cipher, now = () => new Date() }: { cipher: DataCipher; now?: () => Date }) {
  return {
    async day(showroomId: string, date: string): Promise<Outcome<AdminAppointment[]>> {
      const showroom = await findShowroom(db, showroomId);
      if (!showroom) return refuse(404, A.showroomNotFound);
      const from = indianInstant(date, '00:00');
      const rows = await db
        .select({ appointment: appointments, name: users.name, email: users.email })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.userId))
        .where(and(eq(appointments.showroomId, showroomId), gte(appointments.startsAt, from), sql`${appointments.startsAt} < ${new Date(from.getTime() + 86_400_000).toISOString()}::timestamptz`))
        .orderBy(asc(appointments.startsAt), asc(appointments.createdAt));
      const pieces = await findPieces(db, [...new Set(rows.flatMap((row) => row.appointment.productIds))]);
      const at = now();
      return done(
        rows.map(({ appointment, name, email }) => ({
          ...toAppointment(appointment, showroom, pieces, at),
          customer: { name, email },
          address: appointment.addressSealed ? cipher.open(appointment.addressSealed, appointmentAddressContext(appointment.id)) : null,
        })),
        A.dayLoaded,
      );
    },

    /** Attended or no-show, once the appointment's time has come. */
    async mark(actorId: string, id: string, status: 'attended' | 'no_show'): Promise<Outcome<{ id: string; status: string }>> {
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
        if (!row) return refuse(404, A.notFound);
        if (row.status !== 'booked') return refuse(409, A.notBooked);
        if (row.startsAt.getTime() > at.getTime()) return refuse(409, A.notBegun);
        await tx.update(appointments).set({ status, statusChangedAt: at, updatedAt: at }).where(eq(appointments.id, id));
        await recordAudit(tx, { actorId, action: `appointment.${status}`, entityType: 'appointment', entityId: id, before: { status: row.status }, after: { status } }, at);
        return done({ id, status }, A.marked);
      });
    },

    async settings(): Promise<AppointmentSettings[]> {
      return (await listShowrooms(db)).map(toSettings);
    },

    async updateSettings(actorId: string, showroomId: string, body: SettingsUpdate): Promise<Outcome<AppointmentSettings>> {
      const before = await findShowroom(db, showroomId);
      if (!before) return refuse(404, A.showroomNotFound);
      const at = now();
      const values = {
        slotMinutes: body.slotMinutes ?? before.slotMinutes,
        consultants: body.consultants ?? before.consultants,
        pinPrefixes: body.pinPrefixes ? [...new Set(body.pinPrefixes)] : before.pinPrefixes,
        videoLinkBase: body.videoLinkBase === undefined ? before.videoLinkBase : body.videoLinkBase || null,
        updatedAt: at,
      };
      await db.transaction(async (tx) => {
        await tx.insert(appointmentSettings).values({ showroomId, ...values }).onConflictDoUpdate({ target: appointmentSettings.showroomId, set: values });
        await recordAudit(tx, { actorId, action: 'appointment-settings.update', entityType: 'showroom', entityId: showroomId, before: toSettings(before), after: { ...toSettings(before), ...values, updatedAt: undefined } }, at);
      });
      return done(toSettings((await findShowroom(db, showroomId))!), A.settingsUpdated);
    },

    /** Closures from today on (India's), of one showroom. */
    async closures(showroomId: string) {
      const rows = await db
        .select()
        .from(appointmentClosures)
        .where(and(eq(appointmentClosures.showroomId, showroomId), gte(appointmentClosures.date, indianDateOf(now()))))
        .orderBy(asc(appointmentClosures.date), asc(appointmentClosures.slotStart));
      return rows.map(toClosure);
    },

    async close(actorId: string, input: ClosureInput): Promise<Outcome<ReturnType<typeof toClosure>>> {
      if (!(await findShowroom(db, input.showroomId))) return refuse(404, A.showroomNotFound);
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(appointmentClosures)
          .values({ id: newId(), showroomId: input.showroomId, date: input.date, slotStart: input.slotStart ?? null, reason: input.reason || null, createdAt: at })
          .onConflictDoNothing()
          .returning();
        const closure = row ?? (await tx.select().from(appointmentClosures).where(and(eq(appointmentClosures.showroomId, input.showroomId), eq(appointmentClosures.date, input.date), input.slotStart ? eq(appointmentClosures.slotStart, input.slotStart) : sql`${appointmentClosures.slotStart} is null`)))[0]!;
        if (row) await recordAudit(tx, { actorId, action: 'appointment-closure.create', entityType: 'appointment-closure', entityId: row.id, before: null, after: toClosure(row) }, at);
        return done(toClosure(closure), A.closureSaved);
      });
    },

    async reopen(actorId: string, id: string): Promise<Outcome<{ id: string }>> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(appointmentClosures).where(eq(appointmentClosures.id, id)).returning();
        if (!row) return refuse(404, A.closureNotFound);
        await recordAudit(tx, { actorId, action: 'appointment-closure.delete', entityType: 'appointment-closure', entityId: id, before: toClosure(row), after: null }, now());
        return done({ id }, A.closureRemoved);
      });
    },
  };
}

export type AdminAppointmentsService = ReturnType<typeof createAdminAppointmentsService>;