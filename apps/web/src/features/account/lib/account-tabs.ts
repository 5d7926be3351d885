/** The profile area's sections (spec A section 2), kept in the URL as ?tab=. */
export const ACCOUNT_TABS = ['dashboard', 'orders', 'gold-plans', 'appointments', 'wishlist', 'addresses', 'profile', 'security'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab named in the query, dashboard when missing or unknown. */
export function parseAccountTab(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? 'dashboard';
}
