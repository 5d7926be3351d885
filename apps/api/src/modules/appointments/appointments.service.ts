import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import { canChangeAppointment, hasRoomForAnotherAppointment, isServiceablePin, showroomServingPin } from '@aabhushan/shared/rules/appointment-rules';
import { checkSlotStart, daySlots, type SlotVerdict } from '@aabhushan/shared/rules/appointment-slots';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import type { Address } from '@aabhushan/shared/schemas/address';
import { APPOINTMENT_MESSAGES as M, type Appointment, type AppointmentShowroom, type AppointmentSlots, type AppointmentSlotsQuery, type BookAppointment, type VideoCall } from '@aabhushan/shared/schemas/appointments';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema/index';
import type { DataCipher } from '../../lib/data-cipher';
import type { MailSender } from '../../lib/mail/mailer';
import { newId } from '../../lib/new-id';
import { done, refuse, type Outcome } from '../payments/payment-outcome';
import { addressLine, appointmentAddressContext } from './appointment-address';
import { appointmentNotice } from './appointment-notices';
import { toAppointment, toPiece, toShowroomChoice } from './appointments.mapper';
import {
  bookedOn,
  closuresOn,
  countUpcoming,
  findPieces,
  findShowroom,
  insertAppointment,
  listOwnAppointments,
  listShowrooms,
  lockCustomer,
  lockOwnAppointment,
  lockSlot,
  placesTaken,
  type AppointmentRow,
  type BookableShowroom,
} from './appointments.repository';

export interface AppointmentsDeps {
  db: Database;
  cipher: DataCipher;
  mailer: MailSender;
  storeOrigin: string;
  getOwnedAddress: (userId: string, addressId: string) => Promise<Address | null>;
  now?: () => Date;
}

const SLOT_REFUSALS: Record<Exclude<SlotVerdict, { ok: true }>['reason'], string> = {
  past: M.slotPast,
  'outside-hours': M.outsideHours,
  closed: M.slotClosed,
  'too-far': M.tooFar,
};

/** A video call's link: a meeting of the showroom's video service, or our own link page. */
function videoLinkOf(showroom: BookableShowroom, token: string, storeOrigin: string): string {
  return showroom.videoLinkBase ? `${showroom.videoLinkBase.replace(/\/+$/, '')}/aabhushan-${token}` : `${storeOrigin}/appointments/video/${token}`;
}

/** Booking, the customer's list, cancelling and moving; the day's slots and the showrooms for everyone. */
export function createAppointmentsService({ db, cipher, mailer, storeOrigin, getOwnedAddress, now = () => new Date() }: AppointmentsDeps) {
  async function answers(rows: AppointmentRow[], at: Date, conn: Database = db): Promise<Appointment[]> {
    const showrooms = await listShowrooms(conn);
    const pieces = await findPieces(conn, [...new Set(rows.flatMap((row) => row.productIds))]);
    const byId = new Map(showrooms.map((showroom) => [showroom.id, showroom]));
    return rows.map((row) => toAppointment(row, byId.get(row.showroomId)!, pieces, at));
  }

  /** Checks a start against the showroom's hours and closures, and counts its places, under the slot's lock. */
  async function claimSlot(tx: Database, showroom: BookableShowroom, start: Date, at: Date, exceptId?: string): Promise<Outcome<{ end: Date }>> {
    await lockSlot(tx, showroom.id, start);
    const closures = await closuresOn(tx, showroom.id, indianDateOf(start));
    const verdict = checkSlotStart({ hours: showroom.hours, settings: showroom, closures, start, now: at });
    if (!verdict.ok) return refuse(400, SLOT_REFUSALS[verdict.reason]);
    if ((await placesTaken(tx, showroom.id, start, exceptId)) >= showroom.consultants) return refuse(409, M.slotTaken);
    return done({ end: verdict.end }, M.booked);
  }

  return {
    /** Showrooms one can book with; with a PIN, only the one whose try-at-home area holds it. */
    async showrooms(pin?: string): Promise<AppointmentShowroom[]> {
      const all = await listShowrooms(db);
      if (!pin) return all.map(toShowroomChoice);
      const serving = showroomServingPin(pin, all);
      return serving ? [toShowroomChoice(serving)] : [];
    },

    async slots(query: AppointmentSlotsQuery): Promise<Outcome<AppointmentSlots>> {
      const showroom = await findShowroom(db, query.showroom);
      if (!showroom) return refuse(404, M.showroomNotFound);
      if (query.kind === 'home' && !(query.pin && isServiceablePin(query.pin, showroom.pinPrefixes))) return refuse(400, M.homeNotAvailable);
      const [closures, booked] = await Promise.all([closuresOn(db, showroom.id, query.date), bookedOn(db, showroom.id, query.date)]);
      const slots = daySlots({ hours: showroom.hours, date: query.date, settings: showroom, closures, booked, now: now() });
      return done({ date: query.date, showroomId: showroom.id, slotMinutes: showroom.slotMinutes, slots }, M.slotsLoaded);
    },

    async book(userId: string, body: BookAppointment, mailLanguage: StoreLanguage = 'en'): Promise<Outcome<Appointment>> {
      const showroom = await findShowroom(db, body.showroomId);
      if (!showroom) return refuse(404, M.showroomNotFound);
      let address: Address | null = null;
      if (body.kind === 'home') {
        if (!body.addressId) return refuse(400, M.addressRequired);
        address = await getOwnedAddress(userId, body.addressId);
        if (!address) return refuse(404, M.addressNotFound);
        if (!isServiceablePin(String(address.pin_code), showroom.pinPrefixes)) return refuse(400, M.homeNotAvailable);
      }
      const productIds = [...new Set(body.productIds ?? [])];
      const pieces = await findPieces(db, productIds);
      if (pieces.size !== productIds.length) return refuse(400, M.productNotFound);
      const start = new Date(body.start);
      const at = now();
      const id = newId();
      const token = body.kind === 'video' ? randomBytes(18).toString('base64url') : null;
      return db.transaction(async (tx) => {
        // The customer's lock first, then the slot's: every booking takes them in this order.
        await lockCustomer(tx, userId);
        if (!hasRoomForAnotherAppointment(await countUpcoming(tx, userId, at))) return refuse(409, M.tooMany);
        const claimed = await claimSlot(tx, showroom, start, at);
        if (!claimed.ok) return claimed;
        const row = await insertAppointment(
          tx,
          {
            id,
            kind: body.kind,
            showroomId: showroom.id,
            userId,
            startsAt: start,
            endsAt: claimed.data.end,
            status: 'booked',
            pin: address ? String(address.pin_code) : (body.pin ?? null),
            addressId: address ? body.addressId! : null,
            addressSealed: address ? cipher.seal(addressLine(address), appointmentAddressContext(id)) : null,
            productIds,
            note: body.note?.trim() || null,
            videoToken: token,
            videoLink: token ? videoLinkOf(showroom, token, storeOrigin) : null,
            mailLanguage,
            createdAt: at,
            updatedAt: at,
          },
          Number(indianDateOf(at).slice(0, 4)),
        );
        const mail = await appointmentNotice(tx, cipher, storeOrigin, row, showroom, 'booked', at);
        if (mail) await mailer.send(mail, tx);
        return done(toAppointment(row, showroom, pieces, at), M.booked);
      });
    },

    async mine(userId: string): Promise<Appointment[]> {
      return answers(await listOwnAppointments(db, userId), now());
    },

    async cancel(userId: string, id: string): Promise<Outcome<Appointment>> {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await lockOwnAppointment(tx, userId, id);
        if (!row) return refuse(404, M.notFound);
        if (row.status !== 'booked') return refuse(409, M.notBooked);
        if (!canChangeAppointment(row.startsAt, at)) return refuse(409, M.tooLate);
        const [updated] = await tx.update(appointments).set({ status: 'cancelled', statusChangedAt: at, updatedAt: at }).where(eq(appointments.id, row.id)).returning();
        const showroom = (await findShowroom(tx, row.showroomId))!;
        const mail = await appointmentNotice(tx, cipher, storeOrigin, updated!, showroom, 'cancelled', at);
        if (mail) await mailer.send(mail, tx);
        return done((await answers([updated!], at, tx))[0]!, M.cancelled);
      });
    },

    async reschedule(userId: string, id: string, startText: string): Promise<Outcome<Appointment>> {
      const at = now();
      const start = new Date(startText);
      return db.transaction(async (tx) => {
        const row = await lockOwnAppointment(tx, userId, id);
        if (!row) return refuse(404, M.notFound);
        if (row.status !== 'booked') return refuse(409, M.notBooked);
        if (!canChangeAppointment(row.startsAt, at)) return refuse(409, M.tooLate);
        if (row.startsAt.getTime() === start.getTime()) return refuse(400, M.sameTime);
        const showroom = (await findShowroom(tx, row.showroomId))!;
        const claimed = await claimSlot(tx, showroom, start, at, row.id);
        if (!claimed.ok) return claimed;
        const [updated] = await tx.update(appointments).set({ startsAt: start, endsAt: claimed.data.end, updatedAt: at }).where(eq(appointments.id, row.id)).returning();
        const mail = await appointmentNotice(tx, cipher, storeOrigin, updated!, showroom, 'moved', at);
        if (mail) await mailer.send(mail, tx);
        return done((await answers([updated!], at, tx))[0]!, M.rescheduled);
      });
    },

    /** The link page of a video call held on the store's own site: its time, showroom and pieces. */
    async videoCall(token: string): Promise<Outcome<VideoCall>> {
      const [row] = await db.select().from(appointments).where(eq(appointments.videoToken, token));
      if (!row || row.kind !== 'video') return refuse(404, M.notFound);
      const [[answer], showroom, pieces] = await Promise.all([answers([row], now()), findShowroom(db, row.showroomId), findPieces(db, row.productIds)]);
      return done(
        {
          reference: row.reference,
          start: answer!.start,
          end: answer!.end,
          status: answer!.status,
          showroom: { name: showroom!.name, phone: showroom!.phone },
          products: [...pieces.values()].map(toPiece),
        },
        M.videoLoaded,
      );
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
