/** Brand story copy (docs/decisions.md: one consistent text, founded 1985). */
export const STORE_FOUNDED_YEAR = 1985;

/** A `tel:` link for a displayed phone number such as '+91 98290 19850'. */
export function getPhoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
