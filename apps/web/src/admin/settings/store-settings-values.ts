import type { StoreSettingsAnswer, StoreSettingsInput } from '@aabhushan/shared/schemas/admin-store-settings';
import type { OpeningHours } from '@aabhushan/shared/schemas/content';
import { formatInr, numberTyped } from '../admin-format';

/** The settings form as typed: every field text, the hours as rows. */
export interface SettingsValues {
  gstRatePercent: string;
  'standard.fee': string;
  'standard.freeFrom': string;
  'standard.estimate': string;
  'express.fee': string;
  'express.estimate': string;
  'overnight.fee': string;
  'overnight.estimate': string;
  codLimit: string;
  codConfirmAbove: string;
  paymentHoldMinutes: string;
  returnWindowDays: string;
  giftWrap: string;
  defaultDeliveryEstimate: string;
  phone: string;
  email: string;
  addressLines: string;
  legalName: string;
  gstin: string;
  'oldGold.exchangeDeductionPercent': string;
  'oldGold.buybackDeductionPercent': string;
  hours: OpeningHours[];
}

export type SettingsTextField = Exclude<keyof SettingsValues, 'hours'>;
/** Where the form shows a message: a text field, or the hours as a whole. */
export type SettingsErrorKey = keyof SettingsValues;

export function settingsValuesOf(s: StoreSettingsAnswer): SettingsValues {
  const { standard, express, overnight } = s.shipping;
  return {
    gstRatePercent: String(s.gstRatePercent),
    'standard.fee': String(standard.fee),
    'standard.freeFrom': String(standard.freeFrom),
    'standard.estimate': standard.estimate,
    'express.fee': String(express.fee),
    'express.estimate': express.estimate,
    'overnight.fee': String(overnight.fee),
    'overnight.estimate': overnight.estimate,
    codLimit: String(s.codLimit),
    codConfirmAbove: String(s.codConfirmAbove),
    paymentHoldMinutes: String(s.paymentHoldMinutes),
    returnWindowDays: String(s.returnWindowDays),
    giftWrap: String(s.giftWrap),
    defaultDeliveryEstimate: s.defaultDeliveryEstimate,
    phone: s.contact.phone,
    email: s.contact.email,
    addressLines: s.contact.addressLines.join('\n'),
    legalName: s.seller.legalName,
    gstin: s.seller.gstin,
    'oldGold.exchangeDeductionPercent': String(s.oldGold.exchangeDeductionPercent),
    'oldGold.buybackDeductionPercent': String(s.oldGold.buybackDeductionPercent),
    hours: s.hours.map((row) => ({ ...row })),
  };
}

/** The body to save: amounts typed (Indian grouping allowed) as numbers; blank or not a number becomes NaN, which the schema refuses with its message. */
export function settingsBodyOf(v: SettingsValues): StoreSettingsInput {
  return {
    gstRatePercent: numberTyped(v.gstRatePercent),
    shipping: {
      standard: { fee: numberTyped(v['standard.fee']), freeFrom: numberTyped(v['standard.freeFrom']), estimate: v['standard.estimate'] },
      express: { fee: numberTyped(v['express.fee']), estimate: v['express.estimate'] },
      overnight: { fee: numberTyped(v['overnight.fee']), estimate: v['overnight.estimate'] },
    },
    codLimit: numberTyped(v.codLimit),
    codConfirmAbove: numberTyped(v.codConfirmAbove),
    paymentHoldMinutes: numberTyped(v.paymentHoldMinutes),
    returnWindowDays: numberTyped(v.returnWindowDays),
    giftWrap: numberTyped(v.giftWrap),
    defaultDeliveryEstimate: v.defaultDeliveryEstimate,
    contact: { phone: v.phone, email: v.email.trim(), addressLines: v.addressLines.split('\n').map((line) => line.trim()).filter(Boolean) },
    hours: v.hours,
    oldGold: {
      exchangeDeductionPercent: numberTyped(v['oldGold.exchangeDeductionPercent']),
      buybackDeductionPercent: numberTyped(v['oldGold.buybackDeductionPercent']),
    },
    seller: { legalName: v.legalName, gstin: v.gstin },
  };
}

/** What checkout shows for the wrap price as typed ("₹1,500"), or null while it is not a price. */
export function giftWrapShown(typed: string): string | null {
  const rupees = numberTyped(typed);
  return Number.isFinite(rupees) && rupees >= 0 ? formatInr(rupees) : null;
}

/** The form field a schema issue belongs to ('shipping.express.fee' is 'express.fee', any hours row is 'hours'). */
export function settingsErrorKeyOf(path: readonly PropertyKey[]): SettingsErrorKey {
  const [first, second, third] = path.map(String);
  if (first === 'shipping') return `${second}.${third}` as SettingsErrorKey;
  if (first === 'oldGold') return `oldGold.${second}` as SettingsErrorKey;
  if (first === 'contact' || first === 'seller') return second as SettingsErrorKey;
  return first as SettingsErrorKey;
}
