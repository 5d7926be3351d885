// Kept apart from the zod schema (./old-gold.ts re-exports it), as the other message groups are.

export const OLD_GOLD_METALS = ['gold', 'silver', 'platinum'] as const;
export type OldGoldMetal = (typeof OLD_GOLD_METALS)[number];
export const MIN_OLD_GOLD_GRAMS = 0.1;
export const MAX_OLD_GOLD_GRAMS = 1000;

/** What the old-gold estimate (`POST /api/public/old-gold/estimate`) answers when it cannot estimate. */
export const OLD_GOLD_MESSAGES = {
  metal: 'Choose the metal: gold, silver or platinum',
  purity: 'Choose the purity stamped on the piece: 24K, 22K, 18K, 14K, 925 or 950',
  purityForMetal: 'That purity is not made in this metal: gold is 24K, 22K, 18K or 14K, silver 925 and platinum 950',
  weight: `Enter the weight in grams, from ${MIN_OLD_GOLD_GRAMS} to ${MAX_OLD_GOLD_GRAMS}, to the milligram (such as 10.25)`,
  noRate: 'The store has no rate for this purity today. Please call a showroom for a valuation.',
  tooMany: 'Too many estimates from this address. Please wait a minute and try again.',
} as const;
