/**
 * Store contact details and the shipping rule shown in copy. The server owns the store
 * settings (DECISIONS section 2); until the web reads them from its settings call, these
 * mirror the configured values so every sentence states the same threshold.
 */
export const STORE_CONTACT = {
  phoneDisplay: '+91 98290 19850',
  phoneHref: 'tel:+919829019850',
  email: 'care@aabhushan.in',
  addressLines: ['14 Johari Bazaar', 'Jaipur, Rajasthan 302003', 'India'],
} as const;

/** Standard shipping is free from this discounted subtotal (rupees). */
export const FREE_SHIPPING_THRESHOLD_RUPEES = 25_000;

/** Returns are accepted within this many days of delivery (part B section 4). */
export const RETURN_WINDOW_DAYS = 7;

export const STORE_FOUNDED_YEAR = 1985;
