import { z } from 'zod';
import { hasAtMostDecimals } from '../rules/decimals';
import { HALLMARK_PURITIES } from './admin-products';
import { coded } from '../refusals/refusal-code';

/** The day's metal rates on the staff side (`/api/admin/metal-rates`), rupees per gram. */
export const MAX_RATE_PER_GRAM_RUPEES = 100_000;

export const METAL_RATE_MESSAGES = {
  rates: 'Send the rates to change: a list of purities, each once, with its rate',
  purity: `Purity must be one of ${HALLMARK_PURITIES.join(', ')}`,
  rate: `A rate must be rupees per gram above 0 and at most ${MAX_RATE_PER_GRAM_RUPEES}, to the paisa`,
  saved: coded('METAL_RATE_SAVED', ['count'], (repriced: number) => `Metal rates saved; ${repriced} ${repriced === 1 ? 'piece' : 'pieces'} priced by weight repriced`),
} as const;

const M = METAL_RATE_MESSAGES;

export const metalRatesBodySchema = z.object({
  rates: z
    .array(
      z.object({
        purity: z.enum(HALLMARK_PURITIES, { error: M.purity }),
        ratePerGram: z
          .number({ error: M.rate })
          .gt(0, { error: M.rate })
          .max(MAX_RATE_PER_GRAM_RUPEES, { error: M.rate })
          .refine((value) => hasAtMostDecimals(value, 2), { error: M.rate }),
      }),
      { error: M.rates },
    )
    .min(1, { error: M.rates })
    .max(HALLMARK_PURITIES.length, { error: M.rates })
    .refine((rates) => new Set(rates.map((rate) => rate.purity)).size === rates.length, { error: M.rates }),
});
export type MetalRatesBody = z.infer<typeof metalRatesBodySchema>;

export const metalRateSchema = z.object({ metal: z.string(), purity: z.string(), ratePerGram: z.number(), updatedAt: z.string() });

export const metalRatesAnswerSchema = z.object({
  /** The Indian date they were last set. */
  date: z.string(),
  rates: z.array(metalRateSchema),
});
export type MetalRatesAnswer = z.infer<typeof metalRatesAnswerSchema>;

/** A piece priced by weight whose price the new rates changed. */
export const repricedPieceSchema = z.object({ productId: z.string(), name: z.string(), oldPrice: z.number(), newPrice: z.number() });
export type RepricedPiece = z.infer<typeof repricedPieceSchema>;

export const metalRatesSavedSchema = metalRatesAnswerSchema.extend({ repriced: z.array(repricedPieceSchema) });
export type MetalRatesSaved = z.infer<typeof metalRatesSavedSchema>;
