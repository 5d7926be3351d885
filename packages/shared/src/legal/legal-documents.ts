import type { LegalDocument, LegalSettings, LegalSlug } from './legal-types';
import { buildPrivacyPolicy } from './privacy-policy';
import { buildTermsOfService } from './terms-of-service';

const BUILDERS: Record<LegalSlug, (settings: LegalSettings) => LegalDocument> = {
  'privacy-policy': buildPrivacyPolicy,
  'terms-of-service': buildTermsOfService,
};

/** The document behind /page/{slug}, filled in with the store's current settings. */
export function getLegalDocument(slug: LegalSlug, settings: LegalSettings): LegalDocument {
  return BUILDERS[slug](settings);
}
