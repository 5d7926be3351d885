import type { StoreSettings } from '../schemas/settings';

/** A paragraph, or a bulleted list of short points. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  /** Anchor id and the key of its translated heading (`legal.<doc>.sections.<id>`). */
  id: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  slug: LegalSlug;
  /** `legal.privacy` or `legal.terms`: title and section headings live under it. */
  messageKey: 'legal.privacy' | 'legal.terms';
  /** ISO date the text last changed. */
  updated: string;
  sections: LegalSection[];
}

export const LEGAL_SLUGS = ['privacy-policy', 'terms-of-service'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export function isLegalSlug(slug: string | undefined): slug is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(slug ?? '');
}

/** The parts of the store settings the legal texts quote (never restated by hand). */
export type LegalSettings = Pick<
  StoreSettings,
  'contact' | 'returnWindowDays' | 'freeShippingThreshold' | 'codLimit' | 'gstRatePercent' | 'taxInclusive' | 'shippingMethods'
>;
