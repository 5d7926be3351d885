/** Query keys of the checkout's reads; the order key is shared with the confirmation page. */
export const checkoutKeys = {
  order: (orderId: string) => ['orders', 'detail', orderId] as const,
  delivery: (pin: string) => ['delivery', pin] as const,
  paymentMethods: (scope: { orderId?: string; pin?: string; amount?: number }) => ['payments', 'methods', scope] as const,
  phoneConfirmation: (addressId: string) => ['phone-confirmations', addressId] as const,
};
