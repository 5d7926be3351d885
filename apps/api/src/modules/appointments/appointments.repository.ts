import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DayClosures, HoursRow } from '@aabhushan/shared/rules/appointment-slots';
import type { LocalizedList, LocalizedText } from '@aabhushan/shared/schemas/common';
import { indianInstant } from '@aabhushan/shared/rules/india-time';
import { indianTimeOf } from '@aabhushan/shared/rules/india-time';
import type { Database } from '../../db/client';
import { appointmentClosures, appointments, appointmentSettings, products, storeLocations } from '../../db/schema/index';

export type AppointmentRow = typeof appointments.$inferSelect;

/** A showroom as appointments need it: where it is, its hours and its appointment settings (defaults without a row). */
export interface BookableShowroom {
  id: string;
  /** Name, city and address in the four languages: shoppers read them in theirs, staff in English. */
  name: LocalizedText;
  city: LocalizedText;
  addressLines: LocalizedList;
  phone: string;
  hours: HoursRow[];
  slotMinutes: number;
  consultants: number;
  pinPrefixes: string[];
  videoLinkBase: string | null;
}

export const DEFAULT_SLOT_SETTINGS = { slotMinutes: 30, consultants: 2 } as const;

const showroomColumns = {
  id: storeLocations.id,
  name: storeLocations.name,
  city: storeLocations.city,
  addressLines: storeLocations.addressLines,
  phone: storeLocations.phone,
  hours: storeLocations.hours,
  slotMinutes: appointmentSettings.slotMinutes,
  consultants: appointmentSettings.consultants,
  pinPrefixes: appointmentSettings.pinPrefixes,
  videoLinkBase: appointmentSettings.videoLinkBase,
};

function toShowroom(row: { id: string; name: LocalizedText; city: LocalizedText; addressLines: LocalizedList; phone: string; hours: HoursRow[]; slotMinutes: number | null; consultants: number | null; pinPrefixes: string[] | null; videoLinkBase: string | null }): BookableShowroom {
  return {
    ...row,
    slotMinutes: row.slotMinutes ?? DEFAULT_SLOT_SETTINGS.slotMinutes,
    consultants: row.consultants ?? DEFAULT_SLOT_SETTINGS.consultants,
    pinPrefixes: row.pinPrefixes ?? [],
  };
}

export async function listShowrooms(db: Database): Promise<BookableShowroom[]> {
  const rows = await db
    .select(showroomColumns)
    .from(storeLocations)
    .leftJoin(appointmentSettings, eq(appointmentSettings.showroomId, storeLocations.id))
    .orderBy(asc(storeLocations.sortOrder), asc(sql`${storeLocations.name}->>'en'`));
  return rows.map(toShowroom);
}

export async function findShowroom(db: Database, id: string): Promise<BookableShowroom | null> {
  const [row] = await db.select(showroomColumns).from(storeLocations).leftJoin(appointmentSettings, eq(appointmentSettings.showroomId, storeLocations.id)).where(eq(storeLocations.id, id));
  return row ? toShowroom(row) : null;
}

/** What staff closed at a showroom on an Indian date. */
export async function closuresOn(db: Database, showroomId: string, date: string): Promise<DayClosures> {
  const rows = await db.select({ slotStart: appointmentClosures.slotStart }).from(appointmentClosures).where(and(eq(appointmentClosures.showroomId, showroomId), eq(appointmentClosures.date, date)));
  return { wholeDay: rows.some((row) => row.slotStart === null), slotStarts: rows.flatMap((row) => (row.slotStart ? [row.slotStart] : [])) };
}

/** Places taken in each slot of a day (every appointment not cancelled), by India's start 'HH:MM'. */
export async function bookedOn(db: Database, showroomId: string, date: string): Promise<Map<string, number>> {
  const from = indianInstant(date, '00:00');
  const to = new Date(from.getTime() + 86_400_000);
  const rows = await db
    .select({ startsAt: appointments.startsAt, count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.showroomId, showroomId), ne(appointments.status, 'cancelled'), sql`${appointments.startsAt} >= ${from.toISOString()}::timestamptz`, sql`${appointments.startsAt} < ${to.toISOString()}::timestamptz`))
    .groupBy(appointments.startsAt);
  return new Map(rows.map((row) => [indianTimeOf(row.startsAt), Number(row.count)]));
}

/**
 * Serialises bookings of one slot (a showroom and a start) until the transaction ends: the count
 * of places and the insert that follows it see every booking of that slot before them. Two
 * different slots never wait for each other. PostgreSQL's transaction-level advisory lock.
 */
export async function lockSlot(tx: Database, showroomId: string, start: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment-slot:${showroomId}:${start.toISOString()}`}))`);
}

/** Serialises one customer's bookings (the upcoming limit); taken before any slot's lock. */
export async function lockCustomer(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`appointment-customer:${userId}`}))`);
}

export async function placesTaken(tx: Database, showroomId: string, start: Date, exceptId?: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.showroomId, showroomId), eq(appointments.startsAt, start), ne(appointments.status, 'cancelled'), exceptId ? ne(appointments.id, exceptId) : undefined));
  return Number(row?.count ?? 0);
}

export async function countUpcoming(tx: Database, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.userId, userId), eq(appointments.status, 'booked'), gt(appointments.startsAt, now)));
  return Number(row?.count ?? 0);
}

export type NewAppointment = Omit<typeof appointments.$inferInsert, 'reference'>;

/** Inserts with the next reference of the booking's year: AP-2026-000123. */
export async function insertAppointment(tx: Database, row: NewAppointment, year: number): Promise<AppointmentRow> {
  const [inserted] = await tx
    .insert(appointments)
    .values({ ...row, reference: sql`${`AP-${year}-`} || lpad(nextval('appointment_number_seq')::text, 6, '0')` })
    .returning();
  return inserted!;
}

export async function findOwnAppointment(db: Database, userId: string, id: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
  return row ?? null;
}

export async function lockOwnAppointment(tx: Database, userId: string, id: string): Promise<AppointmentRow | null> {
  const [row] = await tx.select().from(appointments).where(and(eq(appointments.id, id), eq(appointments.userId, userId))).for('update');
  return row ?? null;
}

export async function listOwnAppointments(db: Database, userId: string): Promise<AppointmentRow[]> {
  return db.select().from(appointments).where(eq(appointments.userId, userId)).orderBy(sql`${appointments.startsAt} desc`).limit(100);
}

export interface PieceRow {
  id: string;
  slug: string;
  name: LocalizedText;
  images: Array<{ url: string; isPrimary: boolean }>;
}

/** The pieces of the given ids that are on sale, by id. */
export async function findPieces(db: Database, ids: readonly string[]): Promise<Map<string, PieceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, slug: products.slug, name: products.name, images: products.images, isActive: products.isActive }).from(products).where(inArray(products.id, [...ids]));
  return new Map(rows.filter((row) => row.isActive).map((row) => [row.id, row as PieceRow]));
}
