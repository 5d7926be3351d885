import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '@aabhushan/shared/rules/order-status';
import { SHIPPING_METHOD_LABELS } from '@aabhushan/shared/rules/order-totals';
import type { MetalRate } from '@aabhushan/shared/rules/price-breakup';
import type { StoreSettings } from '@aabhushan/shared/schemas/settings';
import type { OpeningHoursRow } from '../../db/schema/index';
import type { StoreSnapshot } from './store-snapshot';

/**
 * The day's metal rates behind every price breakup, paise per gram (docs/decisions.md
 * extended: Indian jewellers print metal value, making charges, stones and GST separately).
 * The rates the store opened with, at early-2026 levels: 24K gold ₹8,550/g with 22K, 18K and
 * 14K in proportion to their fineness (91.6 %, 75 %, 58.5 %), sterling silver ₹120/g and
 * platinum ₹3,600/g. Migration 0013 stores them; staff set new ones each morning (the staff
 * side's metal rates), which reprices the pieces priced by weight and changes the others'
 * breakup only. The demo catalogue's valuations are computed from these.
 */
export const METAL_RATES: readonly MetalRate[] = [
  { metal: 'gold', purity: '24K', ratePerGramPaise: 855_000 },
  { metal: 'gold', purity: '22K', ratePerGramPaise: 784_000 },
  { metal: 'gold', purity: '18K', ratePerGramPaise: 641_500 },
  { metal: 'gold', purity: '14K', ratePerGramPaise: 500_200 },
  { metal: 'silver', purity: '925', ratePerGramPaise: 12_000 },
  { metal: 'platinum', purity: '950', ratePerGramPaise: 360_000 },
];
/** The date the rates above were set, shown beside a breakup ("rates as on ..."). */
export const METAL_RATES_DATE = '2026-01-05';

/** The store settings in paise, as every rule reads them. */
export interface StoreSettingsValues {
  gstRatePercent: number;
  taxInclusive: boolean;
  standard: { feePaise: number; freeFromPaise: number; estimate: string };
  express: { feePaise: number; estimate: string };
  overnight: { feePaise: number; estimate: string };
  codLimitPaise: number;
  /** Cash-on-delivery orders above this need the delivery phone confirmed by a code. */
  codConfirmAbovePaise: number;
  /** How long a placed order holds its pieces while it waits for its payment. */
  paymentHoldMinutes: number;
  returnWindowDays: number;
  /** A gift wrap's price, GST included (taxed at the jewellery's rate: a composite supply). */
  giftWrapPaise: number;
  defaultDeliveryEstimate: string;
  contact: { phone: string; email: string; addressLines: readonly string[] };
  hours: ReadonlyArray<{ days: OpeningHoursRow['days']; opens: string; closes: string }>;
  coordinates: { latitude: number; longitude: number };
  foundedYear: number;
  /** What the old-gold estimate keeps back, percent of the gross value (0 to 100, to two decimals). */
  oldGold: { exchangeDeductionPercent: number; buybackDeductionPercent: number };
  seller: { tradeName: string; legalName: string; gstin: string; state: string; stateCode: string; hsnCode: string };
}

/** What staff edit, as stored in `store_settings.settings`; the rest stays as the store opened. */
export type StoredStoreSettings = Pick<
  StoreSettingsValues,
  'gstRatePercent' | 'standard' | 'express' | 'overnight' | 'codLimitPaise' | 'codConfirmAbovePaise' | 'paymentHoldMinutes' | 'returnWindowDays' | 'giftWrapPaise' | 'defaultDeliveryEstimate' | 'contact' | 'hours' | 'oldGold'
> & { seller: Pick<StoreSettingsValues['seller'], 'legalName' | 'gstin' | 'state' | 'stateCode'> };

/**
 * The store's rules and contact details as it opened (docs/decisions.md), amounts in paise.
 * Staff change them on the staff side's settings page (stored in `store_settings`); cart,
 * checkout, invoices and every sentence of copy read them from the snapshot each request or job
 * takes when it starts (store-snapshot.ts).
 */
export const OPENING_STORE_SETTINGS = {
  gstRatePercent: 3,
  taxInclusive: true,
  standard: { feePaise: 5_000, freeFromPaise: 2_500_000, estimate: '5-7 days' },
  express: { feePaise: 50_000, estimate: '2-3 days' },
  overnight: { feePaise: 120_000, estimate: 'next day' },
  codLimitPaise: 5_000_000,
  codConfirmAbovePaise: 2_000_000,
  paymentHoldMinutes: DEFAULT_PAYMENT_HOLD_MINUTES,
  returnWindowDays: 7,
  giftWrapPaise: 15_000,
  defaultDeliveryEstimate: '3-5 business days',
  contact: {
    phone: '+91 98290 19850',
    email: 'care@aabhushan.in',
    addressLines: ['14 Johari Bazaar', 'Jaipur, Rajasthan 302003', 'India'],
  },
  /** The flagship's opening hours (24-hour IST), the one set every page shows. */
  hours: [
    { days: 'mon-sat', opens: '10:30', closes: '20:00' },
    { days: 'sun', opens: '11:00', closes: '18:00' },
  ],
  /** The Jaipur flagship on the map. */
  coordinates: { latitude: 26.9196, longitude: 75.8235 },
  foundedYear: 1985,
  /**
   * Old gold against new jewellery is valued at the day's rate in full; bought back for money,
   * 3 % is kept back (refining and handling).
   */
  oldGold: { exchangeDeductionPercent: 0, buybackDeductionPercent: 3 },
  /**
   * The registered seller printed on every GST tax invoice. The GSTIN is Rajasthan's
   * (state code 08) and valid in format, check character included; the store's state decides
   * CGST+SGST (delivery in Rajasthan) or IGST (any other state).
   */
  seller: {
    tradeName: 'Aabhushan',
    legalName: 'Aabhushan Jewels Private Limited',
    gstin: '08AAHCA1985K1ZA',
    state: 'Rajasthan',
    stateCode: '08',
    /** Jewellery of precious metal (HSN chapter 71), the heading on every invoice line. */
    hsnCode: '7113',
  },
} as const satisfies StoreSettingsValues;

let current: StoreSettingsValues = OPENING_STORE_SETTINGS;

/**
 * The store settings as this process knows them: the opening ones with what staff stored over
 * them, read when the app starts and replaced when staff save (stored-settings.ts) or another
 * instance tells of a save (store-changes.ts). Read only by takeStoreSnapshot (store-snapshot.ts).
 */
export function storeSettings(): StoreSettingsValues {
  return current;
}

/** The settings with staff's stored values over the opening ones (what is not editable stays). */
export function withStoredSettings(stored: StoredStoreSettings | null): StoreSettingsValues {
  if (!stored) return OPENING_STORE_SETTINGS;
  // A document stored before a field existed (the old-gold deductions) keeps the opening value of it.
  return { ...OPENING_STORE_SETTINGS, ...stored, seller: { ...OPENING_STORE_SETTINGS.seller, ...stored.seller } };
}

/** The part of the settings staff edit, as stored. */
export function editablePart(s: StoreSettingsValues): StoredStoreSettings {
  const { gstRatePercent, standard, express, overnight, codLimitPaise, codConfirmAbovePaise, paymentHoldMinutes, returnWindowDays, giftWrapPaise, defaultDeliveryEstimate, contact, hours, oldGold, seller } = s;
  return {
    gstRatePercent, standard, express, overnight, codLimitPaise, codConfirmAbovePaise, paymentHoldMinutes, returnWindowDays, giftWrapPaise, defaultDeliveryEstimate, contact, hours, oldGold,
    seller: { legalName: seller.legalName, gstin: seller.gstin, state: seller.state, stateCode: seller.stateCode },
  };
}

/** Makes this process use these settings from now on. */
export function applyStoredSettings(stored: StoredStoreSettings | null): StoreSettingsValues {
  current = withStoredSettings(stored);
  return current;
}

/** The settings of a snapshot as the API answers them (rupees), with its metal rates. */
export function getPublicStoreSettings({ settings: s, metalRates: rates }: StoreSnapshot): Omit<StoreSettings, 'policyPages'> {
  return {
    currency: 'INR',
    gstRatePercent: s.gstRatePercent,
    taxInclusive: s.taxInclusive,
    shippingMethods: [
      { code: 'standard', label: SHIPPING_METHOD_LABELS.standard, estimate: s.standard.estimate, fee: paiseToRupees(s.standard.feePaise), freeFrom: paiseToRupees(s.standard.freeFromPaise) },
      { code: 'express', label: SHIPPING_METHOD_LABELS.express, estimate: s.express.estimate, fee: paiseToRupees(s.express.feePaise), freeFrom: null },
      { code: 'overnight', label: SHIPPING_METHOD_LABELS.overnight, estimate: s.overnight.estimate, fee: paiseToRupees(s.overnight.feePaise), freeFrom: null },
    ],
    freeShippingThreshold: paiseToRupees(s.standard.freeFromPaise),
    codLimit: paiseToRupees(s.codLimitPaise),
    codConfirmAbove: paiseToRupees(s.codConfirmAbovePaise),
    paymentHoldMinutes: s.paymentHoldMinutes,
    returnWindowDays: s.returnWindowDays,
    giftWrapPrice: paiseToRupees(s.giftWrapPaise),
    defaultDeliveryEstimate: s.defaultDeliveryEstimate,
    contact: { ...s.contact, addressLines: [...s.contact.addressLines] },
    hours: s.hours.map((row) => ({ ...row })),
    coordinates: { ...s.coordinates },
    foundedYear: s.foundedYear,
    metalRates: rates.rates.map((rate) => ({ metal: rate.metal, purity: rate.purity, ratePerGram: paiseToRupees(rate.ratePerGramPaise) })),
    metalRatesDate: rates.date,
    seller: { legalName: s.seller.legalName, gstin: s.seller.gstin, state: s.seller.state, stateCode: s.seller.stateCode },
  };
}
