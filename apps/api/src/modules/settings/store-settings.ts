import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { StoreSettings } from '@aabhushan/shared/schemas/settings';

/**
 * The one place for the store's rules and contact details (DECISIONS section 2).
 * Amounts in paise; cart, checkout and every sentence of copy read them from here.
 */
export const STORE_SETTINGS = {
  gstRatePercent: 3,
  taxInclusive: true,
  standard: { feePaise: 5_000, freeFromPaise: 2_500_000, estimate: '5-7 days' },
  express: { feePaise: 50_000, estimate: '2-3 days' },
  overnight: { feePaise: 120_000, estimate: 'next day' },
  codLimitPaise: 5_000_000,
  returnWindowDays: 7,
  defaultDeliveryEstimate: '3-5 business days',
  contact: {
    phone: '+91 98290 19850',
    email: 'care@aabhushan.in',
    addressLines: ['14 Johari Bazaar', 'Jaipur, Rajasthan 302003', 'India'],
  },
  foundedYear: 1985,
} as const;

/** The settings as the API answers them (rupees). */
export function getPublicStoreSettings(): StoreSettings {
  const s = STORE_SETTINGS;
  return {
    currency: 'INR',
    gstRatePercent: s.gstRatePercent,
    taxInclusive: s.taxInclusive,
    shippingMethods: [
      { code: 'standard', label: 'Standard', estimate: s.standard.estimate, fee: paiseToRupees(s.standard.feePaise), freeFrom: paiseToRupees(s.standard.freeFromPaise) },
      { code: 'express', label: 'Express', estimate: s.express.estimate, fee: paiseToRupees(s.express.feePaise), freeFrom: null },
      { code: 'overnight', label: 'Overnight', estimate: s.overnight.estimate, fee: paiseToRupees(s.overnight.feePaise), freeFrom: null },
    ],
    freeShippingThreshold: paiseToRupees(s.standard.freeFromPaise),
    codLimit: paiseToRupees(s.codLimitPaise),
    returnWindowDays: s.returnWindowDays,
    defaultDeliveryEstimate: s.defaultDeliveryEstimate,
    contact: { ...s.contact, addressLines: [...s.contact.addressLines] },
    foundedYear: s.foundedYear,
  };
}
