import { z } from 'zod';
import { MAX_PAYMENT_HOLD_MINUTES, MIN_PAYMENT_HOLD_MINUTES } from '../rules/order-status';
import { SHIPPING_METHOD_LABELS } from '../rules/order-totals';
import { hasAtMostDecimals } from '../rules/decimals';
import { isValidGstin } from '../rules/gst-state';
import { OPENING_DAYS } from './content';
import { coded } from '../refusals/refusal-code';
import { MAX_GIFT_WRAP_RUPEES } from '../rules/gift';

/**
 * The store settings on the staff side (`/api/admin/settings`), amounts in rupees: shipping,
 * GST rate, COD limit, returns, the store's contact details and hours, and the seller printed on
 * every tax invoice (its state follows from the GSTIN). The day's metal rates have their own page.
 */
export const MAX_SHIPPING_FEE_RUPEES = 10_000;
export const MAX_THRESHOLD_RUPEES = 10_00_000;
export const MAX_GST_RATE_PERCENT = 28;
export const MAX_RETURN_WINDOW_DAYS = 60;

export const STORE_SETTINGS_MESSAGES = {
  gstRate: `GST rate must be a percentage from 0 to ${MAX_GST_RATE_PERCENT}, to two decimals`,
  fee: coded('STORE_SETTINGS_FEE', ['method'], (method: string) => `${method} fee must be rupees from 0 to ${MAX_SHIPPING_FEE_RUPEES}, to the paisa`),
  freeFrom: `Free shipping from must be rupees from 0 to ${MAX_THRESHOLD_RUPEES}, to the paisa`,
  estimate: coded('STORE_SETTINGS_ESTIMATE', ['method'], (method: string) => `${method} delivery time is required (at most 40 characters)`),
  codLimit: `COD limit must be rupees above 0 and at most ${MAX_THRESHOLD_RUPEES}, to the paisa`,
  codConfirmAbove: `Phone confirmation for cash on delivery must be rupees from 0 to ${MAX_THRESHOLD_RUPEES}, to the paisa`,
  paymentHold: `Payment hold must be whole minutes from ${MIN_PAYMENT_HOLD_MINUTES} to ${MAX_PAYMENT_HOLD_MINUTES}`,
  returnWindow: `Return window must be whole days from 0 to ${MAX_RETURN_WINDOW_DAYS}`,
  deliveryEstimate: 'Usual delivery time is required (at most 40 characters)',
  giftWrap: `Gift wrap price must be rupees from 0 to ${MAX_GIFT_WRAP_RUPEES}, to the paisa`,
  phone: 'Phone must be an Indian number of 10 to 12 digits, spaces allowed, such as +91 98290 19850',
  email: 'Enter a valid e-mail address',
  addressLines: 'Address must be 1 to 4 lines of at most 80 characters',
  hours: 'Hours must be 1 to 5 rows, each set of days once',
  time: 'Times must be 24-hour HH:MM, closing after opening',
  legalName: 'Legal name is required (at most 120 characters)',
  exchangeDeduction: 'Old-gold exchange deduction must be a percentage from 0 to 100, to two decimals',
  buybackDeduction: 'Old-gold buyback deduction must be a percentage from 0 to 100, to two decimals',
  gstin: 'GSTIN must be 15 characters with a valid state code and check character, such as 08AAHCA1985K1ZA',
  saved: 'Store settings saved',
} as const;

const M = STORE_SETTINGS_MESSAGES;

const rupees = (message: string, max: number, min = 0) =>
  z
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((value) => hasAtMostDecimals(value, 2), { error: message });

const line = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^\+?[\d -]+$/;

const hoursRowSchema = z
  .object({
    days: z.enum(OPENING_DAYS, { error: M.hours }),
    opens: z.string({ error: M.time }).regex(TIME, { error: M.time }),
    closes: z.string({ error: M.time }).regex(TIME, { error: M.time }),
  })
  .refine((row) => row.closes > row.opens, { error: M.time, path: ['closes'] });

const method = (label: string) => ({ fee: rupees(M.fee(label), MAX_SHIPPING_FEE_RUPEES), estimate: line(M.estimate(label), 40) });

export const storeSettingsBodySchema = z.object({
  gstRatePercent: rupees(M.gstRate, MAX_GST_RATE_PERCENT),
  shipping: z.object({
    standard: z.object({ ...method(SHIPPING_METHOD_LABELS.standard), freeFrom: rupees(M.freeFrom, MAX_THRESHOLD_RUPEES) }),
    express: z.object(method(SHIPPING_METHOD_LABELS.express)),
    overnight: z.object(method(SHIPPING_METHOD_LABELS.overnight)),
  }),
  codLimit: rupees(M.codLimit, MAX_THRESHOLD_RUPEES).refine((value) => value > 0, { error: M.codLimit }),
  codConfirmAbove: rupees(M.codConfirmAbove, MAX_THRESHOLD_RUPEES),
  paymentHoldMinutes: z
    .number({ error: M.paymentHold })
    .int({ error: M.paymentHold })
    .min(MIN_PAYMENT_HOLD_MINUTES, { error: M.paymentHold })
    .max(MAX_PAYMENT_HOLD_MINUTES, { error: M.paymentHold }),
  returnWindowDays: z.number({ error: M.returnWindow }).int({ error: M.returnWindow }).min(0, { error: M.returnWindow }).max(MAX_RETURN_WINDOW_DAYS, { error: M.returnWindow }),
  defaultDeliveryEstimate: line(M.deliveryEstimate, 40),
  /** A gift wrap's price, GST included; absent keeps the price as it is (clients from before it). */
  giftWrap: rupees(M.giftWrap, MAX_GIFT_WRAP_RUPEES).optional(),
  contact: z.object({
    phone: z
      .string({ error: M.phone })
      .trim()
      .regex(PHONE, { error: M.phone })
      .refine((value) => /^\d{10,12}$/.test(value.replace(/\D/g, '')), { error: M.phone }),
    email: z.email({ error: M.email }).max(254, { error: M.email }),
    addressLines: z.array(line(M.addressLines, 80), { error: M.addressLines }).min(1, { error: M.addressLines }).max(4, { error: M.addressLines }),
  }),
  hours: z
    .array(hoursRowSchema, { error: M.hours })
    .min(1, { error: M.hours })
    .max(5, { error: M.hours })
    .refine((rows) => new Set(rows.map((row) => row.days)).size === rows.length, { error: M.hours }),
  /** What the old-gold estimate keeps back of the gross value: against new jewellery, and bought for money. */
  oldGold: z.object({
    exchangeDeductionPercent: rupees(M.exchangeDeduction, 100),
    buybackDeductionPercent: rupees(M.buybackDeduction, 100),
  }),
  seller: z.object({
    legalName: line(M.legalName, 120),
    gstin: z
      .string({ error: M.gstin })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(isValidGstin, { error: M.gstin }),
  }),
});
export type StoreSettingsBody = z.infer<typeof storeSettingsBodySchema>;
export type StoreSettingsInput = z.input<typeof storeSettingsBodySchema>;

/** The settings as staff see them: what they edit, the seller's state (from the GSTIN) and the last change. */
export const storeSettingsAnswerSchema = storeSettingsBodySchema.extend({
  giftWrap: z.number(),
  seller: z.object({ legalName: z.string(), gstin: z.string(), state: z.string(), stateCode: z.string() }),
  updatedAt: z.string().nullable(),
});
export type StoreSettingsAnswer = z.infer<typeof storeSettingsAnswerSchema>;

