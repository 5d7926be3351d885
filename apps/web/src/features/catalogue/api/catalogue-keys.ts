/** Query keys of the catalogue reads; invalidate by prefix (`catalogueKeys.all`). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (params: object) => ['catalogue', 'products', params] as const,
  listing: (params: object) => ['catalogue', 'listing', params] as const,
  search: (params: object) => ['catalogue', 'search', params] as const,
  product: (slugOrId: string) => ['catalogue', 'product', slugOrId] as const,
  categories: () => ['catalogue', 'categories'] as const,
};
