import { z } from 'zod';
import { MAX_BOOKING_DAYS_AHEAD } from '../rules/appointment-slots';
import { CHANGE_CUTOFF_MINUTES, MAX_UPCOMING_APPOINTMENTS, isPinCode, isPinPrefix } from '../rules/appointment-rules';
import { isCalendarDate } from '../rules/india-time';
import { envelopeSchema, localizedListSchema, localizedTextSchema } from './common';

/**
 * Appointments (`/api/public/appointments/slots`, `/api/appointments`): a showroom visit, a video
 * call with a consultant or a try-at-home visit. Times are India's, ISO 8601 with +05:30.
 */
export const APPOINTMENT_KINDS = ['store', 'video', 'home'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'attended', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Pieces one appointment may ask to see. */
export const MAX_APPOINTMENT_PRODUCTS = 6;
export const MAX_APPOINTMENT_NOTE = 500;

export const APPOINTMENT_MESSAGES = {
  slotsLoaded: 'Slots loaded',
  showroomsLoaded: 'Showrooms loaded',
  kind: 'Choose a kind of appointment: store, video or home',
  date: 'Choose a date (YYYY-MM-DD)',
  showroom: 'Choose a showroom',
  showroomNotFound: 'Showroom not found',
  pin: 'Enter a 6-digit PIN code',
  homeNotAvailable: 'Try at home is not available at this PIN yet',
  start: 'Choose a time slot',
  slotTaken: 'This slot has just been taken. Please choose another.',
  slotPast: 'This time has already passed. Please choose a later slot.',
  outsideHours: 'This time is outside the showroom\'s opening hours. Please choose a slot from the list.',
  slotClosed: 'The showroom is closed at this time. Please choose another slot.',
  tooFar: `Appointments can be booked up to ${MAX_BOOKING_DAYS_AHEAD} days ahead`,
  addressRequired: 'Choose the address we should visit',
  addressNotFound: 'Address not found',
  products: `Choose at most ${MAX_APPOINTMENT_PRODUCTS} pieces`,
  productNotFound: 'One of the chosen pieces is no longer available',
  note: `The note can be at most ${MAX_APPOINTMENT_NOTE} characters`,
  tooMany: `You already have ${MAX_UPCOMING_APPOINTMENTS} upcoming appointments. Cancel one to book another.`,
  booked: 'Appointment booked',
  mineLoaded: 'Your appointments loaded',
  notFound: 'Appointment not found',
  notBooked: 'This appointment is no longer booked',
  tooLate: `An appointment can be cancelled or moved until ${CHANGE_CUTOFF_MINUTES / 60} hours before it begins`,
  sameTime: 'The appointment is already at this time',
  cancelled: 'Appointment cancelled',
  rescheduled: 'Appointment moved',
  videoLoaded: 'Video call loaded',
} as const;

const M = APPOINTMENT_MESSAGES;
const idText = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: message });
const instant = z
  .string({ error: M.start })
  .max(40, { error: M.start })
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), { error: M.start });

export const appointmentSlotsQuerySchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS, { error: M.kind }),
  date: z.string({ error: M.date }).refine(isCalendarDate, { error: M.date }),
  showroom: idText(M.showroom),
  pin: z.string().trim().refine(isPinCode, { error: M.pin }).optional(),
});
export type AppointmentSlotsQuery = z.infer<typeof appointmentSlotsQuerySchema>;

export const appointmentSlotSchema = z.object({ start: z.string(), end: z.string(), available: z.boolean(), remaining: z.number().int() });
export const appointmentSlotsSchema = z.object({
  date: z.string(),
  showroomId: z.string(),
  slotMinutes: z.number().int(),
  slots: z.array(appointmentSlotSchema),
});
export type AppointmentSlots = z.infer<typeof appointmentSlotsSchema>;
export const appointmentSlotsEnvelopeSchema = envelopeSchema(appointmentSlotsSchema);

/** The showrooms one can book with, and which kinds each offers (home only where it has PIN prefixes). */
export const appointmentShowroomSchema = z.object({
  _id: z.string(),
  /** Name, city and address in the four languages, as the store locator answers them. */
  name: localizedTextSchema,
  city: localizedTextSchema,
  addressLines: localizedListSchema,
  phone: z.string(),
  slotMinutes: z.number().int(),
  homeVisits: z.boolean(),
});
export type AppointmentShowroom = z.infer<typeof appointmentShowroomSchema>;
export const appointmentShowroomsEnvelopeSchema = envelopeSchema(z.array(appointmentShowroomSchema));

export const bookAppointmentSchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS, { error: M.kind }),
  showroomId: idText(M.showroom),
  start: instant,
  pin: z.string({ error: M.pin }).trim().refine(isPinCode, { error: M.pin }).optional(),
  addressId: idText(M.addressNotFound).optional(),
  productIds: z.array(idText(M.productNotFound), { error: M.products }).max(MAX_APPOINTMENT_PRODUCTS, { error: M.products }).optional(),
  note: z.string({ error: M.note }).trim().max(MAX_APPOINTMENT_NOTE, { error: M.note }).optional(),
});
export type BookAppointment = z.infer<typeof bookAppointmentSchema>;

export const rescheduleAppointmentSchema = z.object({ start: instant });
export const appointmentIdParamsSchema = z.object({ id: idText(M.notFound) });
export const videoTokenParamsSchema = z.object({ token: z.string().trim().min(1, { error: M.notFound }).max(100, { error: M.notFound }) });

/**
 * A piece on an appointment: `name` its English (as before), `localizedName` its name in each
 * language, which the storefront shows in the shopper's (pickPieceName).
 */
export const appointmentProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  localizedName: localizedTextSchema.optional(),
  slug: z.string(),
  image: z.string().nullable(),
});
export const appointmentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(APPOINTMENT_KINDS),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  showroom: z.object({ _id: z.string(), name: localizedTextSchema, city: localizedTextSchema, addressLines: localizedListSchema, phone: z.string() }),
  products: z.array(appointmentProductSchema),
  pin: z.string().nullable(),
  note: z.string().nullable(),
  videoLink: z.string().nullable(),
  /** Whether the customer may still cancel or move it (booked, more than the cut-off ahead). */
  changeable: z.boolean(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentEnvelopeSchema = envelopeSchema(appointmentSchema);
export const appointmentsEnvelopeSchema = envelopeSchema(z.array(appointmentSchema));

/** The link page of a video call held on the store's own site (no video service configured). */
export const videoCallSchema = z.object({
  reference: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  showroom: z.object({ name: localizedTextSchema, phone: z.string() }),
  products: z.array(appointmentProductSchema),
});
export type VideoCall = z.infer<typeof videoCallSchema>;
export const videoCallEnvelopeSchema = envelopeSchema(videoCallSchema);

/** The most PIN prefixes one showroom's try-at-home area may have. */
export const MAX_PIN_PREFIXES = 50;

/** The staff side's words (`/api/admin/appointments`). */
export const ADMIN_APPOINTMENT_MESSAGES = {
  dayLoaded: 'Appointments loaded',
  showroomNotFound: 'Showroom not found',
  date: 'Choose a date (YYYY-MM-DD)',
  notFound: 'Appointment not found',
  outcome: 'Mark an appointment attended or no_show',
  notBooked: 'Only a booked appointment can be marked',
  notBegun: 'An appointment is marked once its time has come',
  marked: 'Appointment marked',
  settingsLoaded: 'Appointment settings loaded',
  settingsUpdated: 'Appointment settings updated',
  slotMinutes: 'Slot length must be a whole number of minutes from 15 to 240',
  consultants: 'Consultants per slot must be a whole number from 1 to 20',
  pinPrefixes: `PIN prefixes are 1 to 6 digits each, the first not 0 (at most ${MAX_PIN_PREFIXES})`,
  videoLinkBase: 'The video service address must start with https:// (or be empty)',
  nothingToChange: 'Send at least one field to change',
  slotTime: 'A slot time is written HH:MM',
  closureSaved: 'Closure saved',
  closureRemoved: 'Closure removed',
  closureNotFound: 'Closure not found',
  closuresLoaded: 'Closures loaded',
} as const;

const A = ADMIN_APPOINTMENT_MESSAGES;
export const adminAppointmentDayQuerySchema = z.object({
  showroom: idText(A.showroomNotFound),
  date: z.string({ error: A.date }).refine(isCalendarDate, { error: A.date }),
});
export const adminAppointmentSchema = appointmentSchema.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  /** The address of a try-at-home visit, one line. */
  address: z.string().nullable(),
});
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;
export const adminAppointmentsEnvelopeSchema = envelopeSchema(z.array(adminAppointmentSchema));
export const adminAppointmentEnvelopeSchema = envelopeSchema(adminAppointmentSchema);
export const adminAppointmentOutcomeSchema = z.object({ status: z.enum(['attended', 'no_show'], { error: A.outcome }) });

export const appointmentSettingsSchema = z.object({
  showroomId: z.string(),
  showroomName: z.string(),
  slotMinutes: z.number().int(),
  consultants: z.number().int(),
  pinPrefixes: z.array(z.string()),
  videoLinkBase: z.string().nullable(),
});
export type AppointmentSettings = z.infer<typeof appointmentSettingsSchema>;
export const appointmentSettingsEnvelopeSchema = envelopeSchema(appointmentSettingsSchema);
export const appointmentSettingsListEnvelopeSchema = envelopeSchema(z.array(appointmentSettingsSchema));
export const adminAppointmentSettingsUpdateSchema = z
  .object({
    slotMinutes: z.number({ error: A.slotMinutes }).int({ error: A.slotMinutes }).min(15, { error: A.slotMinutes }).max(240, { error: A.slotMinutes }).optional(),
    consultants: z.number({ error: A.consultants }).int({ error: A.consultants }).min(1, { error: A.consultants }).max(20, { error: A.consultants }).optional(),
    pinPrefixes: z
      .array(z.string({ error: A.pinPrefixes }).trim().refine(isPinPrefix, { error: A.pinPrefixes }), { error: A.pinPrefixes })
      .max(MAX_PIN_PREFIXES, { error: A.pinPrefixes })
      .optional(),
    videoLinkBase: z
      .string({ error: A.videoLinkBase })
      .trim()
      .max(300, { error: A.videoLinkBase })
      .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), { error: A.videoLinkBase })
      .nullable()
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: A.nothingToChange });

export type AdminAppointmentSettingsUpdate = z.input<typeof adminAppointmentSettingsUpdateSchema>;

export const adminAppointmentClosureSchema = z.object({
  showroomId: idText(A.showroomNotFound),
  date: z.string({ error: A.date }).refine(isCalendarDate, { error: A.date }),
  /** A slot's start ('11:00'); without it the whole day is closed. */
  slotStart: z.string({ error: A.slotTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: A.slotTime }).optional(),
  reason: z.string().trim().max(200).optional(),
});
export type AdminAppointmentClosureInput = z.input<typeof adminAppointmentClosureSchema>;
export const appointmentClosureSchema = z.object({ id: z.string(), showroomId: z.string(), date: z.string(), slotStart: z.string().nullable(), reason: z.string().nullable() });
export type AppointmentClosure = z.infer<typeof appointmentClosureSchema>;
export const appointmentClosureEnvelopeSchema = envelopeSchema(appointmentClosureSchema);
export const appointmentClosuresEnvelopeSchema = envelopeSchema(z.array(appointmentClosureSchema));
export const adminClosureListQuerySchema = z.object({ showroom: idText(A.showroomNotFound) });
