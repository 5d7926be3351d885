import { describe, expect, it } from 'vitest';
import { ADMIN_BANNER_MESSAGES as M, bannerStateAt, checkBannerConsistency, isBannerLink } from './admin-banners';
import { adminCategoryCreateSchema } from './admin-categories';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const iso = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

describe('a banner button link', () => {
  it('is a path in the store or an https address', () => {
    expect(['/products?tag=sale', '/', 'https://www.bis.gov.in/hallmarking'].map(isBannerLink)).toEqual([true, true, true]);
  });

  it('never leaves the store another way', () => {
    expect(['//evil.example', '/\\evil.example', 'http://example.com', 'javascript:alert(1)', 'products', 'https://', '/a b'].map(isBannerLink)).toEqual([
      false, false, false, false, false, false, false,
    ]);
  });
});

describe("a banner's state", () => {
  it('follows its dates and its switch, ended first', () => {
    expect(bannerStateAt({ isActive: true, startsAt: iso(-1), endsAt: iso(1) }, NOW)).toBe('running');
    expect(bannerStateAt({ isActive: true, startsAt: null, endsAt: null }, NOW)).toBe('running');
    expect(bannerStateAt({ isActive: true, startsAt: iso(1), endsAt: iso(2) }, NOW)).toBe('scheduled');
    expect(bannerStateAt({ isActive: true, startsAt: iso(-2), endsAt: iso(0) }, NOW)).toBe('ended');
    expect(bannerStateAt({ isActive: false, startsAt: iso(-2), endsAt: iso(-1) }, NOW)).toBe('ended');
    expect(bannerStateAt({ isActive: false, startsAt: iso(-2), endsAt: iso(5) }, NOW)).toBe('off');
  });
});

describe('the rules between a banner’s fields', () => {
  const banner = { bannerType: 'offer' as const, ctaText: { en: 'Shop' }, ctaLink: '/products', secondaryCtaText: null, secondaryCtaLink: null, startsAt: iso(0), endsAt: iso(5) };

  it('hold for a whole banner', () => {
    expect(checkBannerConsistency(banner)).toEqual([]);
  });

  it('name the field at fault', () => {
    expect(checkBannerConsistency({ ...banner, endsAt: null })).toEqual([{ field: 'endsAt', message: M.offerNeedsEnd }]);
    expect(checkBannerConsistency({ ...banner, endsAt: iso(0) })).toEqual([{ field: 'endsAt', message: M.dateOrder }]);
    expect(checkBannerConsistency({ ...banner, ctaLink: null })).toEqual([{ field: 'ctaLink', message: M.ctaPair }]);
    expect(checkBannerConsistency({ ...banner, secondaryCtaText: { en: 'More' } })).toEqual([{ field: 'secondaryCtaLink', message: M.ctaPair }]);
    expect(checkBannerConsistency({ ...banner, bannerType: 'hero', endsAt: null })).toEqual([]);
  });
});

describe('text in four languages', () => {
  it('keeps only the languages written', () => {
    const parsed = adminCategoryCreateSchema.parse({
      name: { en: ' Toe Rings ', hi: '', ta: 'மெட்டி', te: ' ' },
      shortDescription: { en: 'Silver bichiya' },
      thumbnailUrl: '/media/uploads/a',
      iconUrl: '/media/uploads/b',
    });
    expect(parsed.name).toEqual({ en: 'Toe Rings', ta: 'மெட்டி' });
  });
});
