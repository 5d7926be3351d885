import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { computePriceBreakup, findMetalRate } from '@aabhushan/shared/rules/price-breakup';
import type { PriceBreakupAnswer } from '@aabhushan/shared/schemas/catalogue';
import type { Valuation } from './store-snapshot';

/** The hallmark and breakup inputs of a product row. */
export interface ValuationColumns {
  metalPurity: string | null;
  huid: string | null;
  metalWeightMg: number | null;
  stoneValuePaise: number;
}

/** BIS hallmark of a piece, or null for a piece without a stamped purity. */
export function toHallmarkJson(row: ValuationColumns): { purity: string; huid: string | null } | null {
  return row.metalPurity ? { purity: row.metalPurity, huid: row.huid } : null;
}

/**
 * The breakup of `pricePaise` at the rates and GST rate of `valuation` (the request's store
 * snapshot, store-snapshot.ts), in rupees. Null when the piece is
 * not sold by weight (no net weight or no rate for its purity) and when its price no longer
 * covers its metal and stones: a breakup that contradicts its own rate is worse than none.
 */
export function toPriceBreakupJson(row: ValuationColumns, pricePaise: number, valuation: Valuation): PriceBreakupAnswer | null {
  if (row.metalWeightMg === null || !row.metalPurity) return null;
  const rate = findMetalRate(valuation.rates, row.metalPurity);
  if (!rate) return null;
  const breakup = computePriceBreakup({
    pricePaise,
    metalWeightMg: row.metalWeightMg,
    metalRatePerGramPaise: rate.ratePerGramPaise,
    stoneValuePaise: row.stoneValuePaise,
    gstRatePercent: valuation.gstRatePercent,
  });
  if (breakup.belowMaterialValue) return null;
  return {
    metalValue: paiseToRupees(breakup.metalValuePaise),
    makingCharges: paiseToRupees(breakup.makingChargesPaise),
    stoneValue: paiseToRupees(breakup.stoneValuePaise),
    gst: paiseToRupees(breakup.gstPaise),
    total: paiseToRupees(breakup.totalPaise),
    metalRatePerGram: paiseToRupees(rate.ratePerGramPaise),
    weightGrams: row.metalWeightMg / 1000,
  };
}
