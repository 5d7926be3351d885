import { z } from 'zod';
import { hasAtMostDecimals } from '../rules/decimals';
import { HALLMARK_PURITIES, isPurityOfMetal } from '../rules/hallmark-purities';
import { envelopeSchema } from './common';
import { MAX_OLD_GOLD_GRAMS, MIN_OLD_GOLD_GRAMS, OLD_GOLD_MESSAGES, OLD_GOLD_METALS } from './old-gold-messages';

export * from './old-gold-messages';

const M = OLD_GOLD_MESSAGES;

/**
 * POST /api/public/old-gold/estimate: the metal, the purity stamped on the piece (one of that
 * metal's hallmark purities) and its weight in grams, to the milligram.
 */
export const oldGoldEstimateBodySchema = z
  .object({
    metal: z.enum(OLD_GOLD_METALS, { error: M.metal }),
    purity: z.enum(HALLMARK_PURITIES, { error: M.purity }),
    weightGrams: z
      .number({ error: M.weight })
      .min(MIN_OLD_GOLD_GRAMS, { error: M.weight })
      .max(MAX_OLD_GOLD_GRAMS, { error: M.weight })
      .refine((value) => hasAtMostDecimals(value, 3), { error: M.weight }),
  })
  .refine((body) => isPurityOfMetal(body.metal, body.purity), { error: M.purityForMetal, path: ['purity'] });
export type OldGoldEstimateBody = z.infer<typeof oldGoldEstimateBodySchema>;

/** The estimate, money in rupees as every public answer gives it (whole rupees, the rate to the paisa). */
export const oldGoldEstimateSchema = z.object({
  /** The day's rate for the purity, rupees per gram. */
  ratePerGram: z.number(),
  /** Rate x weight, rounded half up to the rupee. */
  grossValue: z.number().int(),
  exchangeDeductionPercent: z.number(),
  /** What the piece is worth against new jewellery. */
  exchangeValue: z.number().int(),
  buybackDeductionPercent: z.number(),
  /** What the store pays for it in money. */
  buybackValue: z.number().int(),
  /** The Indian date the rates were set, YYYY-MM-DD. */
  ratesDate: z.string(),
});
export type OldGoldEstimateAnswer = z.infer<typeof oldGoldEstimateSchema>;
export const oldGoldEstimateEnvelopeSchema = envelopeSchema(oldGoldEstimateSchema);
