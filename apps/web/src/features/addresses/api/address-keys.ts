/** Under the account's keys, so sign-out drops the address book with the rest of the shopper's data. */
export const addressKeys = {
  all: ['account', 'addresses'] as const,
  list: () => ['account', 'addresses', 'list'] as const,
  delivery: (pin: string, amount?: number) => ['delivery', pin, amount ?? null] as const,
  maps: () => ['maps-config'] as const,
};
