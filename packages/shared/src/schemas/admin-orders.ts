import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../rules/order-status';
import { paginationQuerySchema } from './common';
import { orderSchema } from './orders';
import { coded } from '../refusals/refusal-code';

/** The staff side's orders (`/api/admin/orders`): every customer's, filtered and paged. */
export const ADMIN_ORDERS_DEFAULT_LIMIT = 25;

export const ADMIN_ORDER_MESSAGES = {
  status: `status must be one of ${ORDER_STATUSES.join(', ')}`,
  date: coded('ADMIN_ORDER_DATE', ['field'], (field: 'from' | 'to') => `${field} must be a date as YYYY-MM-DD`),
  dateOrder: 'from must not be after to',
  search: 'Search terms can be at most 100 characters',
  waiting: 'waiting must be payment or cod',
} as const;

/**
 * Orders still holding their pieces: online orders waiting for their payment, and cash-on-delivery
 * orders waiting for the shopper's confirmation, each until its hold ends.
 */
export const WAITING_KINDS = ['payment', 'cod'] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

const indianDate = (field: 'from' | 'to') =>
  z
    .string({ error: ADMIN_ORDER_MESSAGES.date(field) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ADMIN_ORDER_MESSAGES.date(field) })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: ADMIN_ORDER_MESSAGES.date(field),
    })
    .optional();

/**
 * GET /api/admin/orders: by status, by the Indian days placed (from and to included), by order
 * number or customer, and the orders still holding pieces (`waiting`).
 */
export const adminOrderListQuerySchema = paginationQuerySchema(ADMIN_ORDERS_DEFAULT_LIMIT)
  .extend({
    status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.status }).optional(),
    from: indianDate('from'),
    to: indianDate('to'),
    q: z.string({ error: ADMIN_ORDER_MESSAGES.search }).trim().max(100, { error: ADMIN_ORDER_MESSAGES.search }).optional(),
    waiting: z.enum(WAITING_KINDS, { error: ADMIN_ORDER_MESSAGES.waiting }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: ADMIN_ORDER_MESSAGES.dateOrder, path: ['from'] });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** An order in the staff side's list. */
export const adminOrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  itemCount: z.number().int(),
  grandTotal: z.number(),
  createdAt: z.string(),
  /** When the order stops holding its pieces unless paid (or, for COD, confirmed); null once it does not wait. */
  holdEndsAt: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** One order for staff: the customer's view of it (lines, address, history) and who the customer is. */
export const adminOrderSchema = orderSchema.extend({
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
