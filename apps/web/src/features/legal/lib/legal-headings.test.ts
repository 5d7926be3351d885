import { describe, expect, it } from 'vitest';
import { getLegalDocument } from '@aabhushan/shared/legal/legal-documents';
import { LEGAL_SLUGS, type LegalSettings } from '@aabhushan/shared/legal/legal-types';
import { legalPagesEn } from '../../../i18n/locales/legal-pages/en';

const settings: LegalSettings = {
  gstRatePercent: 3,
  taxInclusive: true,
  shippingMethods: [{ code: 'standard', label: 'Standard', estimate: '5-7 days', fee: 50, freeFrom: 25000 }],
  freeShippingThreshold: 25000,
  codLimit: 50000,
  returnWindowDays: 7,
  contact: { phone: '+91 1', email: 'a@b.in', addressLines: ['Line 1'] },
};

describe('legal documents in the storefront', () => {
  it('have a translated heading for every section', () => {
    for (const slug of LEGAL_SLUGS) {
      const document = getLegalDocument(slug, settings);
      const headings = document.messageKey === 'legal.privacy' ? legalPagesEn.legal.privacy.sections : legalPagesEn.legal.terms.sections;
      expect(Object.keys(headings).sort()).toEqual(document.sections.map((section) => section.id).sort());
    }
  });
});
