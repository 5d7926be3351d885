/** Query keys of the signed-in shopper's orders; every order mutation invalidates `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number, status: string) => ['orders', 'list', page, status] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  history: (id: string) => ['orders', 'history', id] as const,
  stats: () => ['orders', 'stats'] as const,
};
