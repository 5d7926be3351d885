import { describe, expect, it } from 'vitest';
import { getLegalDocument } from './legal-documents';
import { isLegalSlug, LEGAL_SLUGS, type LegalSettings } from './legal-types';

const settings: LegalSettings = {
  gstRatePercent: 3,
  taxInclusive: false,
  shippingMethods: [{ code: 'overnight', label: 'Overnight', estimate: 'next day', fee: 0, freeFrom: null }],
  freeShippingThreshold: 0,
  codLimit: 12345,
  returnWindowDays: 14,
  contact: { phone: '+91 1', email: 'a@b.in', addressLines: ['Line 1', 'Line 2'] },
};

const text = (slug: (typeof LEGAL_SLUGS)[number]) =>
  getLegalDocument(slug, settings)
    .sections.flatMap((section) => section.blocks)
    .map((block) => (typeof block === 'string' ? block : block.list.join('\n')))
    .join('\n');

describe('legal documents', () => {
  it('have unique section anchors', () => {
    for (const slug of LEGAL_SLUGS) {
      const ids = getLegalDocument(slug, settings).sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('follow the settings: GST added when prices exclude it, a free method, the COD limit and return window', () => {
    const terms = text('terms-of-service');
    expect(terms).toContain('GST (3 % on jewellery) is added at checkout');
    expect(terms).toContain('Overnight (next day): free.');
    expect(terms).toContain('no more than ₹12,345');
    expect(terms).toContain('within 14 days of delivery');
    expect(text('privacy-policy')).toContain('Line 1, Line 2');
  });

  it('knows only its own slugs', () => {
    expect(isLegalSlug('privacy-policy')).toBe(true);
    expect(isLegalSlug('terms-of-service')).toBe(true);
    expect(isLegalSlug('terms')).toBe(false);
    expect(isLegalSlug(undefined)).toBe(false);
    for (const hostile of ['__proto__', 'constructor', 'privacy-policy\u0000', '%00', 'privacy-policy'.repeat(400)]) {
      expect(isLegalSlug(hostile)).toBe(false);
    }
  });
});
