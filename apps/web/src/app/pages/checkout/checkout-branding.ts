import type { TFunction } from 'i18next';
import type { Order } from '../../../features/checkout/api/order-types';
import type { CheckoutBranding } from '../../../features/payments/lib/open-razorpay';
import type { SessionUser } from '../../../lib/session/session-store';

/** The brand colour from the theme, so Razorpay's window matches the store. */
export function readBrandColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim();
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : '#6b1f2a';
}

/** What Razorpay Checkout shows: the store, the order, and the shopper's details filled in. */
export function getCheckoutBranding(order: Order, user: SessionUser | null, t: TFunction): CheckoutBranding {
  return {
    name: 'Aabhushan',
    description: t('checkout.gatewayDescription', { number: order.orderNumber }),
    logoUrl: `${window.location.origin}/favicon.svg`,
    themeColor: readBrandColour(),
    prefill: {
      name: order.customer.name || user?.name,
      email: user?.email || order.customer.email || undefined,
      contact: order.shippingAddress.contactNumber || user?.contact || undefined,
    },
  };
}
