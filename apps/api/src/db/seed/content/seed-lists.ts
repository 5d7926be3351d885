import type { SeedText } from '../seed-types';

/** A list kept per language (`LocalizedList`), as the demo store writes all four. */
export interface SeedList {
  en: string[];
  hi: string[];
  ta: string[];
  te: string[];
}

/**
 * Items written one by one in the four languages (a skill, an address line), as the list of each
 * language: the seed reads best item by item, the store keeps each language's list whole.
 */
export function listsOf(items: readonly SeedText[]): SeedList {
  return { en: items.map((item) => item.en), hi: items.map((item) => item.hi), ta: items.map((item) => item.ta), te: items.map((item) => item.te) };
}
