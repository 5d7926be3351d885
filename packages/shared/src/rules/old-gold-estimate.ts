/**
 * The old-gold estimate: what a customer's old jewellery is worth at the day's rate for its
 * purity, and what the store pays for it against new jewellery (exchange) or in money (buyback),
 * each after the deduction staff set in the store settings. Every amount is integer paise and a
 * whole number of rupees: the gross value is rate x weight rounded half up to the rupee, and each
 * value after its deduction is rounded half up to the rupee again.
 */

export interface OldGoldEstimateInput {
  /** The day's rate for the purity, paise per gram. */
  ratePerGramPaise: number;
  /** The weight of the old jewellery in milligrams. */
  weightMg: number;
  /** Percent kept back when the value goes against new jewellery, to two decimals (0 to 100). */
  exchangeDeductionPercent: number;
  /** Percent kept back when the store buys the metal for money, to two decimals (0 to 100). */
  buybackDeductionPercent: number;
}

export interface OldGoldEstimate {
  grossValuePaise: number;
  exchangeValuePaise: number;
  buybackValuePaise: number;
}

const PAISE_PER_RUPEE = 100;
const MG_PER_GRAM = 1000;
const BASIS_POINTS = 10_000;

function wholeAtLeastZero(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of at least 0`);
}

/** A percentage (0 to 100, to two decimals) as whole basis points: 3.25 % is 325. */
function basisPointsOf(name: string, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (!(percent >= 0 && percent <= 100) || Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError(`${name} must be a percentage from 0 to 100, to two decimals`);
  }
  return basisPoints;
}

/** numerator / denominator rounded half up, for whole numbers of at least 0 (exact below 2^53). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator + denominator / 2) / denominator);
}

/** The gross value in whole rupees, and what is left of it after a deduction in whole rupees. */
function afterDeduction(grossRupees: number, basisPoints: number): number {
  return divideHalfUp(grossRupees * (BASIS_POINTS - basisPoints), BASIS_POINTS);
}

export function estimateOldGold(input: OldGoldEstimateInput): OldGoldEstimate {
  wholeAtLeastZero('ratePerGramPaise', input.ratePerGramPaise);
  wholeAtLeastZero('weightMg', input.weightMg);
  const exchange = basisPointsOf('exchangeDeductionPercent', input.exchangeDeductionPercent);
  const buyback = basisPointsOf('buybackDeductionPercent', input.buybackDeductionPercent);
  // Rate (paise per gram) x weight (mg) is in thousandths of a paisa; a rupee is 100,000 of them.
  const grossRupees = divideHalfUp(input.ratePerGramPaise * input.weightMg, PAISE_PER_RUPEE * MG_PER_GRAM);
  return {
    grossValuePaise: grossRupees * PAISE_PER_RUPEE,
    exchangeValuePaise: afterDeduction(grossRupees, exchange) * PAISE_PER_RUPEE,
    buybackValuePaise: afterDeduction(grossRupees, buyback) * PAISE_PER_RUPEE,
  };
}
