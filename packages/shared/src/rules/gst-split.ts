/**
 * GST on a tax-inclusive invoice (docs/decisions.md: prices include GST at 3 %). A supply
 * within the store's state carries CGST and SGST at half the rate each; any other state
 * carries IGST at the full rate.
 *
 * Rounding rule (every figure in whole paise, and every figure adds up exactly):
 * 1. The invoice's total taxable value is the total amount x 100 / (100 + rate), rounded half
 *    up to the paisa (the same figure the cart shows as "GST included"); its tax is the total
 *    amount minus that taxable value.
 * 2. That total taxable value is shared among the lines in proportion to their amounts by the
 *    largest-remainder method (each line gets its exact share rounded down, the paise left go
 *    one each to the lines with the largest dropped fractions, earlier lines first on a tie),
 *    so the lines add up to the total exactly. A line's tax is its amount minus its taxable
 *    value, so taxable + tax = amount on every line.
 * 3. Within the state a line's tax splits into CGST = tax - floor(tax / 2) and
 *    SGST = floor(tax / 2): an odd paisa goes to CGST. The totals are the sums of the lines.
 */

export type SupplyKind = 'intra-state' | 'inter-state';

export interface GstLineSplit {
  /** The tax-inclusive amount of the line, paise. */
  amountPaise: number;
  taxablePaise: number;
  /** CGST + SGST or IGST. */
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface GstSplit {
  supply: SupplyKind;
  ratePercent: number;
  /** Half the rate within the state, else 0. */
  cgstRatePercent: number;
  sgstRatePercent: number;
  /** The full rate between states, else 0. */
  igstRatePercent: number;
  lines: GstLineSplit[];
  totals: GstLineSplit;
}

function assertWholeNonNegative(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of at least 0`);
}

/**
 * Shares `total` among `weights` in proportion, by largest remainder (ties to the earlier
 * weight), so the shares are whole and add up to `total` exactly. Used for the taxable value
 * here and for spreading an order's coupon discount over its lines.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  assertWholeNonNegative('total', total);
  weights.forEach((weight, index) => assertWholeNonNegative(`weights[${index}]`, weight));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total !== 0) throw new RangeError('cannot share a positive total among zero weights');
    return weights.map(() => 0);
  }
  // BigInt keeps total x weight exact for any amounts a store can hold.
  const bigSum = BigInt(sum);
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((product) => Number(product / bigSum));
  const remainders = exact.map((product, index) => ({ index, remainder: product % bigSum }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The taxable value in a tax-inclusive amount, rounded half up to the paisa. */
export function taxableFromInclusive(amountPaise: number, ratePercent: number): number {
  assertWholeNonNegative('amountPaise', amountPaise);
  if (!(ratePercent >= 0) || !Number.isFinite(ratePercent)) throw new RangeError('ratePercent must be at least 0');
  // The rate in hundredths of a percent keeps the division exact in integers (3 % -> 300).
  const rateBp = BigInt(Math.round(ratePercent * 100));
  const numerator = BigInt(amountPaise) * 10_000n * 2n + (10_000n + rateBp);
  return Number(numerator / ((10_000n + rateBp) * 2n));
}

/** CGST + SGST when the delivery state is the store's state (compared by GST state code). */
export function getSupplyKind(deliveryStateCode: string, storeStateCode: string): SupplyKind {
  return deliveryStateCode.trim() === storeStateCode.trim() ? 'intra-state' : 'inter-state';
}

/** Splits tax-inclusive line amounts (paise) into taxable value and GST by the rule above. */
export function splitGst(amountsPaise: readonly number[], ratePercent: number, supply: SupplyKind): GstSplit {
  const totalAmount = amountsPaise.reduce((sum, amount, index) => {
    assertWholeNonNegative(`amountsPaise[${index}]`, amount);
    return sum + amount;
  }, 0);
  const totalTaxable = taxableFromInclusive(totalAmount, ratePercent);
  const taxables = totalAmount === 0 ? amountsPaise.map(() => 0) : allocateProportionally(totalTaxable, amountsPaise);
  const intra = supply === 'intra-state';
  const lines = amountsPaise.map((amountPaise, index): GstLineSplit => {
    const taxablePaise = taxables[index]!;
    const taxPaise = amountPaise - taxablePaise;
    const sgstPaise = intra ? Math.floor(taxPaise / 2) : 0;
    const cgstPaise = intra ? taxPaise - sgstPaise : 0;
    return { amountPaise, taxablePaise, taxPaise, cgstPaise, sgstPaise, igstPaise: intra ? 0 : taxPaise };
  });
  const sum = (key: keyof GstLineSplit) => lines.reduce((total, line) => total + line[key], 0);
  return {
    supply,
    ratePercent,
    cgstRatePercent: intra ? ratePercent / 2 : 0,
    sgstRatePercent: intra ? ratePercent / 2 : 0,
    igstRatePercent: intra ? 0 : ratePercent,
    lines,
    totals: {
      amountPaise: totalAmount,
      taxablePaise: sum('taxablePaise'),
      taxPaise: sum('taxPaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
    },
  };
}
