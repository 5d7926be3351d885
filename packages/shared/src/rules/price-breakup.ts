/**
 * The price breakup Indian jewellers print on a tag and invoice: metal value (net weight x
 * the day's rate for its metal and purity), stone value, making charges and the GST the
 * price contains. Prices include GST, so GST is taken out of the price, not added to it.
 * Every amount is integer paise and the four lines always add up to the price exactly.
 */

export type HallmarkMetal = 'gold' | 'silver' | 'platinum';

/** One rate of the store settings: paise per gram of metal of this purity. */
export interface MetalRate {
  metal: HallmarkMetal;
  /** As stamped in the hallmark: '24K', '22K', '18K', '14K', '925', '950'. */
  purity: string;
  ratePerGramPaise: number;
}

export interface PriceBreakupInput {
  /** Selling price including GST. */
  pricePaise: number;
  /** Net metal weight (stones excluded) in milligrams. */
  metalWeightMg: number;
  metalRatePerGramPaise: number;
  stoneValuePaise: number;
  /** GST contained in the price, e.g. 3 for jewellery. */
  gstRatePercent: number;
}

export interface PriceBreakup {
  metalValuePaise: number;
  makingChargesPaise: number;
  stoneValuePaise: number;
  gstPaise: number;
  totalPaise: number;
  /**
   * True when metal, stones and GST together exceed the price (a rate rose after the piece
   * was priced, or a data error). The lines still add up: making charges are 0 and the metal
   * value (then, if needed, the stone value) is cut to what the price leaves. Such a breakup
   * contradicts the rate it shows, so callers should not show it to shoppers.
   */
  belowMaterialValue: boolean;
}

function assertWholeNonNegative(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of at least 0`);
}

/** GST contained in a GST-inclusive price: price - round(price / (1 + rate)). */
export function getInclusiveGstPaise(pricePaise: number, gstRatePercent: number): number {
  assertWholeNonNegative('pricePaise', pricePaise);
  if (!(gstRatePercent >= 0)) throw new RangeError('gstRatePercent must be at least 0');
  return pricePaise - Math.round((pricePaise * 100) / (100 + gstRatePercent));
}

/** Metal value: weight in grams x rate per gram, rounded to the paisa. */
export function getMetalValuePaise(metalWeightMg: number, ratePerGramPaise: number): number {
  assertWholeNonNegative('metalWeightMg', metalWeightMg);
  assertWholeNonNegative('ratePerGramPaise', ratePerGramPaise);
  return Math.round((metalWeightMg * ratePerGramPaise) / 1000);
}

export function computePriceBreakup(input: PriceBreakupInput): PriceBreakup {
  assertWholeNonNegative('stoneValuePaise', input.stoneValuePaise);
  const totalPaise = input.pricePaise;
  const gstPaise = getInclusiveGstPaise(totalPaise, input.gstRatePercent);
  const fullMetalValue = getMetalValuePaise(input.metalWeightMg, input.metalRatePerGramPaise);
  const making = totalPaise - gstPaise - fullMetalValue - input.stoneValuePaise;
  if (making >= 0) {
    return { metalValuePaise: fullMetalValue, makingChargesPaise: making, stoneValuePaise: input.stoneValuePaise, gstPaise, totalPaise, belowMaterialValue: false };
  }
  const leftForMaterials = totalPaise - gstPaise;
  const stoneValuePaise = Math.min(input.stoneValuePaise, leftForMaterials);
  return {
    metalValuePaise: leftForMaterials - stoneValuePaise,
    makingChargesPaise: 0,
    stoneValuePaise,
    gstPaise,
    totalPaise,
    belowMaterialValue: true,
  };
}

/** The rate for a hallmark purity ('22K', '925', ...), or undefined when the store has none. */
export function findMetalRate(rates: readonly MetalRate[], purity: string): MetalRate | undefined {
  return rates.find((rate) => rate.purity === purity);
}
