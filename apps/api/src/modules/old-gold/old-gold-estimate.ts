import { paiseToRupees } from '@aabhushan/shared/rules/money';
import { estimateOldGold } from '@aabhushan/shared/rules/old-gold-estimate';
import { findMetalRate } from '@aabhushan/shared/rules/price-breakup';
import type { OldGoldEstimateAnswer, OldGoldEstimateBody } from '@aabhushan/shared/schemas/old-gold';
import type { StoreSnapshot } from '../settings/store-snapshot';

/**
 * The old-gold estimate from the request's snapshot: the day's rate for the purity and the
 * deductions of the store settings, so a staff change of either shows in the next estimate.
 * Undefined when the store has no rate for the purity.
 */
export function oldGoldEstimateOf(body: OldGoldEstimateBody, { settings, metalRates }: StoreSnapshot): OldGoldEstimateAnswer | undefined {
  const rate = findMetalRate(metalRates.rates, body.purity);
  if (!rate || rate.metal !== body.metal) return undefined;
  const { exchangeDeductionPercent, buybackDeductionPercent } = settings.oldGold;
  const estimate = estimateOldGold({
    ratePerGramPaise: rate.ratePerGramPaise,
    // The schema allows grams to the milligram; rounding only removes binary noise (10.005 * 1000).
    weightMg: Math.round(body.weightGrams * 1000),
    exchangeDeductionPercent,
    buybackDeductionPercent,
  });
  return {
    ratePerGram: paiseToRupees(rate.ratePerGramPaise),
    grossValue: paiseToRupees(estimate.grossValuePaise),
    exchangeDeductionPercent,
    exchangeValue: paiseToRupees(estimate.exchangeValuePaise),
    buybackDeductionPercent,
    buybackValue: paiseToRupees(estimate.buybackValuePaise),
    ratesDate: metalRates.date,
  };
}
