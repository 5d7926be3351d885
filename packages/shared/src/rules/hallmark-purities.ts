import type { ProductMetal } from './listing-filters';

/** The purities a hallmark may carry (BIS): karats for gold, fineness for silver and platinum. */
export const HALLMARK_PURITIES = ['24K', '22K', '18K', '14K', '925', '950'] as const;
export type HallmarkPurity = (typeof HALLMARK_PURITIES)[number];

/** The purities each metal is hallmarked in. */
export const PURITIES_OF_METAL: Readonly<Record<ProductMetal, readonly HallmarkPurity[]>> = {
  gold: ['24K', '22K', '18K', '14K'],
  'rose-gold': ['22K', '18K', '14K'],
  silver: ['925'],
  platinum: ['950'],
};

/** Whether a hallmark purity belongs to the metal (22K gold, 925 silver, ...). */
export function isPurityOfMetal(metal: string, purity: string): boolean {
  return ((PURITIES_OF_METAL[metal as ProductMetal] ?? []) as readonly string[]).includes(purity);
}
