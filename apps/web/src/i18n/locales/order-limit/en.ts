/**
 * What the cart and the checkout say about an order above the payment maximum, in English.
 * Loaded with the note itself (bundles/order-limit.ts), so neither the first view nor the cart
 * carries the checkout's strings for it; other languages must have every key.
 */
export const orderLimitEn = {
  orderLimit: {
    title: 'This order is above {{amount}}',
    text: 'One order can be paid up to {{amount}}. Please split your pieces into smaller orders, or visit one of our showrooms to buy them there.',
    showrooms: 'Find a showroom',
  },
};

type Strings<T> = T extends string ? string : { [K in keyof T]: Strings<T[K]> };
export type OrderLimitStrings = Strings<typeof orderLimitEn>;
