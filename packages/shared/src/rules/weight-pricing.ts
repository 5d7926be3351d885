/**
 * A piece priced by weight, as Indian jewellers price gold: the net metal weight at the day's
 * rate for its purity, plus making charges (a percentage of the metal value, or an amount per
 * gram), plus the stones, plus GST; rounded to the rupee. All amounts in integer paise.
 */

export type MakingCharge = { kind: 'percent'; basisPoints: number } | { kind: 'per-gram'; paisePerGram: number };

export interface WeightPricingInput {
  metalWeightMg: number;
  ratePerGramPaise: number;
  making: MakingCharge;
  stoneValuePaise: number;
  gstRatePercent: number;
}

export interface WeightPrice {
  metalValuePaise: number;
  makingChargesPaise: number;
  stoneValuePaise: number;
  /** Metal, making and stones before GST. */
  beforeGstPaise: number;
  /** The selling price, GST included, rounded to the rupee. */
  pricePaise: number;
}

/** Basis points in a whole: 12.5 % is 1250. */
const BASIS_POINTS = 10_000;

function wholeAtLeastZero(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of at least 0`);
}

export function priceByWeight({ metalWeightMg, ratePerGramPaise, making, stoneValuePaise, gstRatePercent }: WeightPricingInput): WeightPrice {
  wholeAtLeastZero('metalWeightMg', metalWeightMg);
  wholeAtLeastZero('ratePerGramPaise', ratePerGramPaise);
  wholeAtLeastZero('stoneValuePaise', stoneValuePaise);
  const metalValuePaise = Math.round((metalWeightMg * ratePerGramPaise) / 1000);
  const makingChargesPaise =
    making.kind === 'percent'
      ? Math.round((metalValuePaise * making.basisPoints) / BASIS_POINTS)
      : Math.round((metalWeightMg * making.paisePerGram) / 1000);
  const beforeGstPaise = metalValuePaise + makingChargesPaise + stoneValuePaise;
  const withGst = (beforeGstPaise * (100 + gstRatePercent)) / 100;
  return { metalValuePaise, makingChargesPaise, stoneValuePaise, beforeGstPaise, pricePaise: Math.round(withGst / 100) * 100 };
}
