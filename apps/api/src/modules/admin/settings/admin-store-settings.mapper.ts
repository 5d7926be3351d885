import { gstStateOfGstin } from '@aabhushan/shared/rules/gst-state';
import { paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import type { StoreSettingsAnswer, StoreSettingsBody } from '@aabhushan/shared/schemas/admin-store-settings';
import type { StoreSettingsValues, StoredStoreSettings } from '../../settings/store-settings';

/** The settings as staff see them (rupees), with when they were last saved. */
export function toStoreSettingsAnswer(s: StoreSettingsValues, updatedAt: Date | null): StoreSettingsAnswer {
  return {
    gstRatePercent: s.gstRatePercent,
    shipping: {
      standard: { fee: paiseToRupees(s.standard.feePaise), freeFrom: paiseToRupees(s.standard.freeFromPaise), estimate: s.standard.estimate },
      express: { fee: paiseToRupees(s.express.feePaise), estimate: s.express.estimate },
      overnight: { fee: paiseToRupees(s.overnight.feePaise), estimate: s.overnight.estimate },
    },
    codLimit: paiseToRupees(s.codLimitPaise),
    codConfirmAbove: paiseToRupees(s.codConfirmAbovePaise),
    paymentHoldMinutes: s.paymentHoldMinutes,
    returnWindowDays: s.returnWindowDays,
    giftWrap: paiseToRupees(s.giftWrapPaise),
    defaultDeliveryEstimate: s.defaultDeliveryEstimate,
    contact: { ...s.contact, addressLines: [...s.contact.addressLines] },
    hours: s.hours.map((row) => ({ ...row })),
    oldGold: { ...s.oldGold },
    seller: { legalName: s.seller.legalName, gstin: s.seller.gstin, state: s.seller.state, stateCode: s.seller.stateCode },
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** What is stored for a valid body (paise; the seller's state read from the GSTIN). */
export function toStoredSettings(body: StoreSettingsBody, current: Pick<StoreSettingsValues, 'giftWrapPaise'>): StoredStoreSettings {
  const { standard, express, overnight } = body.shipping;
  // The schema accepts only a GSTIN of a known state code.
  const { state, stateCode } = gstStateOfGstin(body.seller.gstin)!;
  return {
    gstRatePercent: body.gstRatePercent,
    standard: { feePaise: rupeesToPaise(standard.fee), freeFromPaise: rupeesToPaise(standard.freeFrom), estimate: standard.estimate },
    express: { feePaise: rupeesToPaise(express.fee), estimate: express.estimate },
    overnight: { feePaise: rupeesToPaise(overnight.fee), estimate: overnight.estimate },
    codLimitPaise: rupeesToPaise(body.codLimit),
    codConfirmAbovePaise: rupeesToPaise(body.codConfirmAbove),
    paymentHoldMinutes: body.paymentHoldMinutes,
    returnWindowDays: body.returnWindowDays,
    giftWrapPaise: body.giftWrap === undefined ? current.giftWrapPaise : rupeesToPaise(body.giftWrap),
    defaultDeliveryEstimate: body.defaultDeliveryEstimate,
    contact: body.contact,
    hours: body.hours,
    oldGold: body.oldGold,
    seller: { legalName: body.seller.legalName, gstin: body.seller.gstin, state, stateCode },
  };
}
