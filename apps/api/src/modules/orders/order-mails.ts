import { formatInr, paiseToRupees } from '@aabhushan/shared/rules/money';
import { composeMail } from '../../lib/mail/compose-mail';
import { greeting } from '../../lib/mail/plain-name';
import type { MailMessage } from '../../lib/mail/mailer';
import type { OrderRow } from './orders.types';

/** The moments a customer hears about by e-mail (issue 9): placed, shipped, delivered, cancelled, refunded. */
export type OrderMailEvent = 'placed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

const total = (order: OrderRow) => formatInr(paiseToRupees(order.grandTotalPaise));
/** Made once (toLocaleDateString builds a new formatter on every call). */
const DELIVERY_DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const deliveryDay = (order: OrderRow) => DELIVERY_DAY.format(order.estimatedDelivery);

const BODIES: Record<OrderMailEvent, (order: OrderRow, note: string) => { subject: string; lines: string[] }> = {
  placed: (order) => ({
    subject: `Your Aabhushan order ${order.orderNumber} is placed`,
    lines: [
      `Thank you for your order ${order.orderNumber} of ${total(order)}.`,
      order.paymentMethod === 'cod'
        ? 'You will pay in cash when it is delivered.'
        : 'Please complete the payment within 30 minutes; an unpaid order is cancelled after that.',
      `It should reach ${order.shippingAddress.city} by ${deliveryDay(order)}.`,
    ],
  }),
  shipped: (order) => ({
    subject: `Your Aabhushan order ${order.orderNumber} has shipped`,
    lines: [`Your order ${order.orderNumber} is on its way to ${order.shippingAddress.city}.`, `It should arrive by ${deliveryDay(order)}.`],
  }),
  delivered: (order) => ({
    subject: `Your Aabhushan order ${order.orderNumber} is delivered`,
    lines: [`Your order ${order.orderNumber} was delivered. We hope you love it.`, 'You may return it within 7 days of delivery from My Orders.'],
  }),
  cancelled: (order, note) => ({
    subject: `Your Aabhushan order ${order.orderNumber} is cancelled`,
    lines: [
      `Your order ${order.orderNumber} was cancelled${note ? `: ${note}` : '.'}`,
      order.paymentStatus === 'paid' ? `Your payment of ${total(order)} will be refunded to the original payment method.` : 'You have not been charged.',
    ],
  }),
  refunded: (order) => ({
    subject: `Your Aabhushan refund for ${order.orderNumber}`,
    lines: [`We have refunded ${total(order)} for order ${order.orderNumber}.`, 'Banks usually show a refund within 5 to 7 working days.'],
  }),
};

export function orderMail(event: OrderMailEvent, order: OrderRow, note = ''): MailMessage {
  const { subject, lines } = BODIES[event](order, note);
  return composeMail(order.contactEmail, `order ${event}`, subject, [greeting(order.customerName), ...lines]);
}

/** The mail a status change sends, if any. */
export function mailEventOf(status: string): OrderMailEvent | null {
  if (status === 'shipped' || status === 'delivered' || status === 'cancelled' || status === 'refunded') return status;
  return null;
}
