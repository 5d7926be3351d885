/**
 * A gift order: wrapped (a charge from the store settings) and with a message printed on a card
 * in the parcel; the packing slip and the gift receipt of a gift show no prices.
 *
 * The wrap is billed on the invoice as its own line, with GST at the jewellery's rate: wrapping
 * supplied with a piece is one composite supply whose principal supply is the jewellery, so the
 * whole takes the principal supply's rate (docs/decisions.md). Like every price in the store it
 * includes GST.
 */
import { taxableFromInclusive } from './gst-split';
import { countCharacters } from './engraving';

export const GIFT_MESSAGE_MAX = 200;
/** The most staff may charge for a wrap, rupees. */
export const MAX_GIFT_WRAP_RUPEES = 5_000;

export const GIFT_MESSAGES = {
  messageTooLong: `The gift message can be at most ${GIFT_MESSAGE_MAX} characters`,
  wrapRequired: 'Please say whether the gift is to be wrapped',
} as const;

/** The card's text: trimmed, its lines kept; blank is no message; longer than 200 characters is refused. */
export function normaliseGiftMessage(text: string | null | undefined): { ok: true; message: string | null } | { ok: false; message: string } {
  const trimmed = (text ?? '').normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') return { ok: true, message: null };
  if (countCharacters(trimmed) > GIFT_MESSAGE_MAX) return { ok: false, message: GIFT_MESSAGES.messageTooLong };
  return { ok: true, message: trimmed };
}

export interface GiftWrapCharge {
  /** What the shopper pays for the wrap, GST included (0 without a wrap). */
  chargePaise: number;
  taxablePaise: number;
  /** GST at the jewellery's rate, contained in the charge. */
  gstPaise: number;
}

/** The wrap's charge and the GST it contains, at the jewellery's rate (a composite supply). */
export function getGiftWrapCharge(wrap: boolean, wrapPricePaise: number, jewelleryGstRatePercent: number): GiftWrapCharge {
  if (!wrap || wrapPricePaise <= 0) return { chargePaise: 0, taxablePaise: 0, gstPaise: 0 };
  const taxablePaise = taxableFromInclusive(wrapPricePaise, jewelleryGstRatePercent);
  return { chargePaise: wrapPricePaise, taxablePaise, gstPaise: wrapPricePaise - taxablePaise };
}
