/**
 * The cart page's and the cart panel's strings in English: the empty cart, the page, the order
 * summary, the free-shipping progress and the checkout button. Loaded with the cart page and the
 * cart panel (bundles/cart-page.ts), so they stay out of the first view; other languages must have
 * every key. Messages quoted in the spec (part A, section 5) are kept word for word.
 */
export const cartPageEn = {
  cart: {
    empty: {
      title: 'Your cart is empty',
      text: 'Pieces you add will wait for you here.',
      guestText: 'Sign in to see the pieces you have added to your cart.',
      signIn: 'Sign in',
      action: 'Start Shopping',
      shipping: 'Standard shipping is free on orders of {{amount}} or more.',
    },
    page: {
      documentTitle: 'Your cart',
      title: 'Shopping Cart',
      continue: 'Continue Shopping',
      itemsLabel: 'Pieces in your cart',
      summaryLabel: 'Order summary',
      summaryTitle: 'Order Summary',
      loadFailed: 'Your cart could not be loaded',
      weAccept: 'We accept',
    },
    summary: {
      subtotal_one: 'Subtotal ({{count}} piece)',
      subtotal_other: 'Subtotal ({{count}} pieces)',
      discount: 'Coupon discount',
      discountWithCode: 'Coupon {{code}}',
      shipping: 'Standard shipping',
      free: 'Free',
      total: 'Total',
      gstIncluded: 'Prices include GST ({{rate}}%): {{amount}}',
      gstAdded: 'GST ({{rate}}%) added: {{amount}}',
      delivery: 'Estimated delivery: {{estimate}}',
      days_one: '{{days}} day',
      days_other: '{{days}} days',
      businessDays_one: '{{days}} business day',
      businessDays_other: '{{days}} business days',
    },
    shippingProgress: {
      label: 'Progress towards free shipping',
      free: 'Your order ships free.',
      more: 'Add {{amount}} more for free shipping (orders of {{threshold}} or more).',
    },
    checkout: {
      label: 'Proceed to checkout',
      processing: 'Processing...',
      login: 'Please login to proceed with checkout',
      empty: 'Your cart is empty',
      unavailable_one: 'Please remove the {{count}} piece that is no longer available first.',
      unavailable_other: 'Please remove the {{count}} pieces that are no longer available first.',
      note: 'Secure checkout: pay by card, UPI, net banking or wallet, or cash on delivery where available.',
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type CartPageStrings = Strings<typeof cartPageEn>;
