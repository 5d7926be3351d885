import { coded } from '../refusals/refusal-code';

/**
 * The order's life (docs/decisions.md): one explicit state machine that
 * the server enforces and the storefront reads to show or hide cancel and return.
 *
 * pending -> confirmed -> processing -> shipped -> out_for_delivery -> delivered
 * cancelled from pending or confirmed only; returned from delivered within the return window;
 * refunded from a cancelled order that was paid, or from a returned one.
 */

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The spec's labels; anything else shows 'Unknown'. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  returned: 'Returned',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The label of a status; 'Unknown' for anything the machine does not know. */
export function getOrderStatusLabel(status: string | null | undefined): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : 'Unknown';
}

/** Every move the graph allows, before the conditions (payment, return window) are checked. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: ['returned'],
  cancelled: ['refunded'],
  returned: ['refunded'],
  refunded: [],
};

/** The statuses an order may move to next from `from` (graph only). */
export function getNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** Whether the graph has an edge from `from` to `to` (conditions aside: see checkTransition). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Cancel only from pending or confirmed (spec B sections 4 and 9). */
export function canCancel(status: string): boolean {
  return status === 'pending' || status === 'confirmed';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Within the store's return window (a staff setting, `returnWindowDays`) of actual delivery, or
 * of creation when the order has no delivery date. The end is inclusive to the
 * millisecond. The window is always passed in: no default here can disagree with the settings.
 */
export function isWithinReturnWindow(order: { createdAt: Date; actualDelivery: Date | null }, now: Date, windowDays: number): boolean {
  const start = order.actualDelivery ?? order.createdAt;
  return now.getTime() - start.getTime() <= windowDays * DAY_MS;
}

/** May this order be returned now: delivered and within the store's return window. */
export function canReturn(order: { status: string; createdAt: Date; actualDelivery: Date | null }, now: Date, windowDays: number): boolean {
  return order.status === 'delivered' && isWithinReturnWindow(order, now, windowDays);
}

/** 'Returns are accepted within 7 days of delivery', with the store's window (0: the store takes no returns). */
export const returnWindowClosed = coded('ORDER_STATUS_RETURN_WINDOW_CLOSED', ['count'], (windowDays: number) => `Returns are accepted within ${windowDays} day${windowDays === 1 ? '' : 's'} of delivery`);
export function returnWindowClosedMessage(windowDays: number): string {
  return windowDays === 0 ? ORDER_STATUS_MESSAGES.noReturns : returnWindowClosed(windowDays);
}

/**
 * How long a placed order holds its pieces while it waits for its payment (or, for cash on
 * delivery, for its confirmation), unless staff set another hold in the store settings.
 */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;
export const MIN_PAYMENT_HOLD_MINUTES = 5;
export const MAX_PAYMENT_HOLD_MINUTES = 60;

/** When an order placed at `createdAt` stops holding its pieces for a payment that has not come. */
export function getPaymentExpiry(createdAt: Date, holdMinutes: number): Date {
  return new Date(createdAt.getTime() + holdMinutes * 60 * 1000);
}

/** The note an order cancelled by the end of its hold carries: 'Payment not received within 15 minutes'. */
export function holdEndedNote(paymentMethod: string, holdMinutes: number): string {
  return paymentMethod === 'cod' ? `Cash on delivery not confirmed within ${holdMinutes} minutes` : `Payment not received within ${holdMinutes} minutes`;
}

/** The whole minutes an order's hold lasted (from its placing to its deadline). */
export function holdMinutesOf(createdAt: Date, expiresAt: Date): number {
  return Math.round((expiresAt.getTime() - createdAt.getTime()) / 60_000);
}

export const ORDER_STATUS_MESSAGES = {
  cannotCancel: 'This order can no longer be cancelled',
  cannotReturn: 'Only delivered orders can be returned',
  refundNeedsPayment: 'Only a paid order can be refunded',
  noReturns: 'This store does not accept returns',
} as const;

/** 'Cannot change the order from Shipped to Pending'. */
export const invalidTransitionMessage = coded('ORDER_STATUS_INVALID_TRANSITION', ['from', 'to'], (from: string, to: string) =>
  `Cannot change the order from ${getOrderStatusLabel(from)} to ${getOrderStatusLabel(to)}`,
);

export interface TransitionSubject {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  actualDelivery: Date | null;
}

/**
 * Whether `order` may move to `to` now: the graph, then the conditions of the spec: a return
 * only within the store's return window, a refund of a cancelled order only when it was paid.
 * Answers null when allowed, else the message for the shopper or staff.
 */
export function checkTransition(order: TransitionSubject, to: OrderStatus, now: Date, returnWindowDays: number): string | null {
  if (to === 'cancelled' && !canCancel(order.status)) return ORDER_STATUS_MESSAGES.cannotCancel;
  if (to === 'returned' && order.status !== 'delivered') return ORDER_STATUS_MESSAGES.cannotReturn;
  if (!canTransition(order.status, to)) return invalidTransitionMessage(order.status, to);
  if (to === 'returned' && !isWithinReturnWindow(order, now, returnWindowDays)) return returnWindowClosedMessage(returnWindowDays);
  if (to === 'refunded' && order.status === 'cancelled' && order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded') {
    return ORDER_STATUS_MESSAGES.refundNeedsPayment;
  }
  return null;
}

/**
 * Orders in which goods have been sold, from confirmation (paid online, or cash on delivery
 * accepted) on: a tax invoice is issued for them. A returned order keeps its invoice (the return
 * is a credit against it); an invoice once issued is always printed again, whatever the status.
 */
export const INVOICEABLE_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered', 'returned'];

/** Orders to be sent, or sent: what a packing slip is printed for. */
export const PACKABLE_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered'];

/** Orders still on their way (the dashboard's "pending" tile). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery'];

/** Reward points: 1 point per full ₹100 (10,000 paise) of delivered orders. */
export function getRewardPoints(deliveredTotalPaise: number): number {
  return Math.floor(Math.max(0, deliveredTotalPaise) / 10_000);
}
