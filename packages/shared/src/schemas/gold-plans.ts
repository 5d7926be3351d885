import { z } from 'zod';
import { coded } from '../refusals/refusal-code';
import { GOLD_PLAN_LIMITS } from '../rules/gold-plan';
import { localizedText } from './admin-catalogue-fields';
import { GOLD_PLAN_DUE_FILTERS } from '../rules/gold-plan-due';
import { envelopeSchema, listEnvelopeSchema, localizedTextSchema, paginationQuerySchema } from './common';

/**
 * The monthly gold plan's API (`/api/public/gold-plans`, `/api/gold-plans`): amounts in rupees
 * like every answer, except the instalment's payment order, in paise as Razorpay Checkout takes
 * it. Dates are Indian calendar dates, YYYY-MM-DD.
 */
export const GOLD_PLAN_MESSAGES = {
  plansLoaded: 'Gold plans loaded',
  notFound: 'Gold plan not found',
  invalidPlanId: 'Invalid gold plan id',
  inactive: 'This gold plan is not open for enrolment',
  monthlyAmount: 'The monthly amount must be a number of rupees',
  wholeHundreds: 'The monthly amount must be whole hundreds of rupees',
  belowMinimum: coded('GOLD_PLAN_BELOW_MINIMUM', ['amount'], (amount: string) => `The monthly amount must be at least ${amount}`),
  aboveMaximum: coded('GOLD_PLAN_ABOVE_MAXIMUM', ['amount'], (amount: string) => `The monthly amount can be at most ${amount}`),
  enrolled: 'You are enrolled in the gold plan',
  enrolmentNotFound: 'Gold plan enrolment not found',
  enrolmentsLoaded: 'Your gold plans loaded',
  enrolmentLoaded: 'Gold plan loaded',
  allPaid: 'Every instalment of this plan is paid: nothing is due',
  notYetDue: coded('GOLD_PLAN_NOT_YET_DUE', ['date'], (date: string) => `Nothing is due yet: the next instalment is due on ${date}`),
  closed: 'This gold plan is closed: nothing more is paid into it',
  paymentCreated: 'Instalment payment created',
  closedEarly: 'Gold plan closed: the amount paid is redeemable against jewellery, without the bonus',
  completeNotClosable: 'Every instalment is paid: the plan matures with its bonus and is not closed early',
  notReadyToRedeem: coded('GOLD_PLAN_NOT_READY_TO_REDEEM', ['date'], (date: string) => `This gold plan is not ready to redeem yet: it matures on ${date}`),
  noCreditLeft: 'This gold plan has no credit left to redeem',
  instalmentNotPaid: 'This instalment is not paid yet: its receipt comes once it is paid',
} as const;

/** The staff side's words (`/api/admin/gold-plans`). */
export const ADMIN_GOLD_PLAN_MESSAGES = {
  loaded: 'Gold plans loaded',
  notFound: 'Gold plan not found',
  nameRequired: 'Name is required (at most 100 characters)',
  termsRequired: 'Terms are required (at most 4000 characters)',
  instalments: `Instalments must be a whole number from 1 to ${GOLD_PLAN_LIMITS.maxInstalments}: a longer plan would be a deposit`,
  monthly: 'Monthly amounts must be whole hundreds of rupees from ₹100 to ₹10,00,000',
  range: 'The minimum monthly amount cannot be above the maximum',
  bonus: `Bonus must be a whole number of percent of one instalment from 0 to ${GOLD_PLAN_LIMITS.maxBonusPercent}`,
  active: 'isActive must be true or false',
  nothingToChange: 'Send at least one field to change',
  created: 'Gold plan created',
  updated: 'Gold plan updated',
  enrolmentNotFound: 'Gold plan enrolment not found',
  enrolmentLoaded: 'Gold plan enrolment loaded',
  instalment: `Instalment must be a whole number from 1 to ${GOLD_PLAN_LIMITS.maxInstalments}`,
  cashRecorded: 'Cash instalment recorded',
  cashAlreadyRecorded: 'This instalment was already recorded as paid in cash',
  paidOnline: 'This instalment is already paid online',
  notNext: coded('ADMIN_GOLD_PLAN_NOT_NEXT', ['number'], (number: number) => `Instalment ${number} is the next one to pay`),
  noInstalmentDue: 'No instalment of this plan is left to pay',
  planClosed: 'This gold plan is closed: nothing more is paid into it',
  noCashRefund: 'A gold plan instalment is not refunded: what the plan holds is redeemed against jewellery',
  enrolmentsLoaded: 'Gold plan enrolments loaded',
  search: 'Search terms can be at most 100 characters',
} as const;

const M = GOLD_PLAN_MESSAGES;
const A = ADMIN_GOLD_PLAN_MESSAGES;
const idText = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: message });

export const goldPlanIdParamsSchema = z.object({ id: idText(M.notFound) });
/** GET /api/gold-plans/{id}/instalments/{number}/receipt.pdf */
export const goldPlanReceiptParamsSchema = z.object({
  id: idText(M.enrolmentNotFound),
  number: z.coerce.number({ error: M.instalmentNotPaid }).int({ error: M.instalmentNotPaid }).min(1, { error: M.instalmentNotPaid }).max(GOLD_PLAN_LIMITS.maxInstalments, { error: M.instalmentNotPaid }),
});

/** A plan as the storefront shows it; monthly amounts in rupees. */
export const publicGoldPlanSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  instalments: z.number().int(),
  minMonthly: z.number(),
  maxMonthly: z.number(),
  bonusPercent: z.number(),
  terms: localizedTextSchema,
});
export type PublicGoldPlan = z.infer<typeof publicGoldPlanSchema>;
export const publicGoldPlansEnvelopeSchema = envelopeSchema(z.array(publicGoldPlanSchema));

/** POST /api/gold-plans/enrol: the monthly amount in rupees; the plan judges its range. */
export const enrolGoldPlanSchema = z.object({
  planId: idText(M.invalidPlanId),
  monthlyAmount: z.number({ error: M.monthlyAmount }).positive({ error: M.monthlyAmount }).max(1e9, { error: M.monthlyAmount }),
});
export type EnrolGoldPlan = z.infer<typeof enrolGoldPlanSchema>;

export const GOLD_PLAN_STATES = ['active', 'complete', 'matured', 'closed'] as const;

export const goldPlanInstalmentSchema = z.object({
  number: z.number().int(),
  dueDate: z.string(),
  amount: z.number(),
  paidOn: z.string().nullable(),
  /** Whole months paid late beyond the month allowed (0: on time). */
  monthsLate: z.number().int(),
  via: z.enum(['online', 'cash']).nullable(),
});

/** An order the plan's credit paid (part of): `taken` while the order holds it, `returned` once it came back to the plan. */
export const goldPlanRedemptionSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  amount: z.number(),
  state: z.enum(['taken', 'returned']),
});
export type GoldPlanRedemption = z.infer<typeof goldPlanRedemptionSchema>;

/**
 * An enrolment: `balance` is what the customer has paid in (rupees), `due` what is still to pay,
 * `bonus` the store's bonus as it stands (as if the instalments left are paid on time; 0 once
 * closed early), `redeemable` what may be redeemed against jewellery today, `redeemed` what
 * orders paid with it (an order cancelled or refunded gives its part back), `creditLeft` the rest,
 * which pays for an order at checkout (`POST /api/orders` with `goldPlanId`); `redemptions` the
 * orders it paid, oldest first.
 */
export const goldPlanEnrolmentSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: localizedTextSchema,
  status: z.enum(GOLD_PLAN_STATES),
  monthlyAmount: z.number(),
  instalments: z.number().int(),
  bonusPercent: z.number(),
  startDate: z.string(),
  schedule: z.array(goldPlanInstalmentSchema),
  paidInstalments: z.number().int(),
  balance: z.number(),
  due: z.number(),
  nextInstalment: z.number().int().nullable(),
  nextDueDate: z.string().nullable(),
  maturityDate: z.string(),
  bonus: z.number(),
  redeemable: z.number(),
  redeemed: z.number(),
  creditLeft: z.number(),
  redemptions: z.array(goldPlanRedemptionSchema),
  createdAt: z.string(),
});
export type GoldPlanEnrolment = z.infer<typeof goldPlanEnrolmentSchema>;
export const goldPlanEnrolmentEnvelopeSchema = envelopeSchema(goldPlanEnrolmentSchema);
export const goldPlanEnrolmentsEnvelopeSchema = envelopeSchema(z.array(goldPlanEnrolmentSchema));

/** POST /api/gold-plans/{id}/pay: the provider order of the next instalment; `amount` in paise, `key` Razorpay's key id (null for the test gateway). */
export const goldPlanPaymentOrderSchema = z.object({
  razorpay_order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  key: z.string().nullable(),
  provider: z.enum(['razorpay', 'test']),
  instalment: z.number().int(),
  enrolmentId: z.string(),
});
export type GoldPlanPaymentOrder = z.infer<typeof goldPlanPaymentOrderSchema>;
export const goldPlanPaymentOrderEnvelopeSchema = envelopeSchema(goldPlanPaymentOrderSchema);

// Staff.
const wholeHundreds = z
  .number({ error: A.monthly })
  .min(100, { error: A.monthly })
  .max(10_00_000, { error: A.monthly })
  .refine((rupees) => Number.isInteger(rupees / 100), { error: A.monthly });

const planFields = {
  name: localizedText(A.nameRequired, A.nameRequired, 100),
  terms: localizedText(A.termsRequired, A.termsRequired, 4000),
  instalments: z.number({ error: A.instalments }).int({ error: A.instalments }).min(1, { error: A.instalments }).max(GOLD_PLAN_LIMITS.maxInstalments, { error: A.instalments }),
  minMonthly: wholeHundreds,
  maxMonthly: wholeHundreds,
  bonusPercent: z.number({ error: A.bonus }).int({ error: A.bonus }).min(0, { error: A.bonus }).max(GOLD_PLAN_LIMITS.maxBonusPercent, { error: A.bonus }),
  isActive: z.boolean({ error: A.active }),
};

export const adminGoldPlanCreateSchema = z
  .object({ ...planFields, isActive: planFields.isActive.default(true) })
  .refine((plan) => plan.minMonthly <= plan.maxMonthly, { error: A.range, path: ['minMonthly'] });
export type AdminGoldPlanCreate = z.infer<typeof adminGoldPlanCreateSchema>;

export const adminGoldPlanUpdateSchema = z
  .object({
    name: planFields.name.optional(),
    terms: planFields.terms.optional(),
    instalments: planFields.instalments.optional(),
    minMonthly: planFields.minMonthly.optional(),
    maxMonthly: planFields.maxMonthly.optional(),
    bonusPercent: planFields.bonusPercent.optional(),
    isActive: planFields.isActive.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { error: A.nothingToChange });
export type AdminGoldPlanUpdate = z.infer<typeof adminGoldPlanUpdateSchema>;

export const adminGoldPlanSchema = publicGoldPlanSchema.extend({ isActive: z.boolean(), createdAt: z.string(), updatedAt: z.string() });
export type AdminGoldPlan = z.infer<typeof adminGoldPlanSchema>;
export const adminGoldPlanEnvelopeSchema = envelopeSchema(adminGoldPlanSchema);
export const adminGoldPlansEnvelopeSchema = envelopeSchema(z.array(adminGoldPlanSchema));

/** POST /api/admin/gold-plans/enrolments/{id}/cash: the instalment taken in cash at a showroom. */
export const adminGoldPlanCashSchema = z.object({
  instalment: z.number({ error: A.instalment }).int({ error: A.instalment }).min(1, { error: A.instalment }).max(GOLD_PLAN_LIMITS.maxInstalments, { error: A.instalment }),
});

/** GET /api/admin/gold-plans/enrolments (and its CSV): by customer (name, e-mail or whole phone), state, and due soon or overdue. */
export const adminGoldPlanEnrolmentListQuerySchema = paginationQuerySchema(25).extend({
  q: z.string({ error: A.search }).trim().max(100, { error: A.search }).optional(),
  status: z.enum(GOLD_PLAN_STATES, { error: `status must be one of ${GOLD_PLAN_STATES.join(', ')}` }).optional(),
  due: z.enum(GOLD_PLAN_DUE_FILTERS, { error: `due must be one of ${GOLD_PLAN_DUE_FILTERS.join(', ')}` }).optional(),
});
export type AdminGoldPlanEnrolmentListQuery = z.infer<typeof adminGoldPlanEnrolmentListQuerySchema>;

/** One enrolment in the staff list: who, which plan, what is paid and what falls due next. */
export const adminGoldPlanEnrolmentRowSchema = z.object({
  id: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  planId: z.string(),
  planName: localizedTextSchema,
  status: z.enum(GOLD_PLAN_STATES),
  monthlyAmount: z.number(),
  instalments: z.number().int(),
  paidInstalments: z.number().int(),
  balance: z.number(),
  nextInstalment: z.number().int().nullable(),
  nextDueDate: z.string().nullable(),
  dueState: z.enum(GOLD_PLAN_DUE_FILTERS).nullable(),
  startDate: z.string(),
  maturityDate: z.string(),
});
export type AdminGoldPlanEnrolmentRow = z.infer<typeof adminGoldPlanEnrolmentRowSchema>;
export const adminGoldPlanEnrolmentListEnvelopeSchema = listEnvelopeSchema(adminGoldPlanEnrolmentRowSchema);
