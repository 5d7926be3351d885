import { formatInr } from '@aabhushan/shared/rules/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@aabhushan/shared/rules/order-status';

export { formatInr };

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** A moment as the store's staff read it: Indian time, "27 Nov 2026, 3:05 pm". */
export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** How long ago, or how long until, as staff glance at it: "under a minute", "12 min", "2 h 5 min", "3 days". */
export function formatSpan(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A day in Indian time: "27 Nov 2026". */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

/** The badge tone of an order status: done, under way, or stopped. */
export function statusTone(status: string): 'good' | 'warn' | 'bad' | '' {
  if (status === 'delivered') return 'good';
  if (['cancelled', 'refunded', 'returned'].includes(status)) return 'bad';
  if (status === 'pending') return 'warn';
  return '';
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** An instant as a date-time input shows it, in Indian time. */
export const toIndianInput = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
/** A date-time input's value, read as Indian time. */
export const fromIndianInput = (value: string) => (value ? `${value}:00+05:30` : '');

/**
 * A number typed in a staff form, Indian digit grouping allowed ("1,50,000"): `blank` when the
 * field is empty; text that is not a number becomes NaN, which the shared schema refuses with
 * the field's own message.
 */
export function numberTyped<T = number>(value: string, blank: T = Number.NaN as T): number | T {
  return value.trim() === '' ? blank : Number(value.replace(/,/g, ''));
}
