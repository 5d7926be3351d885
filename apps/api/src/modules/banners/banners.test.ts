import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '@aabhushan/shared/schemas/banners';
import { banners } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { OFFER_DAYS } from '../../db/seed/banners';

const DAY_MS = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/public/banner${query}` });
  return { status: response.statusCode, body: response.json() as { data: Banner[]; pagination: { totalItems: number; itemsPerPage: number }; message: string } };
};

const text = (en: string) => ({ en, hi: `${en} (हिं)` });

describe('GET /api/public/banner', () => {
  it('answers the three hero slides, then the offer, with localized text and images', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.pagination.itemsPerPage).toBe(10);
    expect(body.data.map((b) => b.banner_type)).toEqual(['hero', 'hero', 'hero', 'offer']);
    for (const banner of body.data) {
      expect(banner.title.en.length).toBeGreaterThan(5);
      expect(banner.title.hi).toMatch(/[\u0900-\u097F]/);
      expect(banner.banner_detail.subtitle.en.length).toBeGreaterThan(5);
      expect(banner.images[0]).toEqual({ url: expect.stringMatching(/^\/media\/art\/.+\.webp$/), altText: expect.any(String) });
      expect(banner.cta_link).toMatch(/^\/products\?/);
    }
    expect(body.data[0]!.secondary_cta).toEqual({ text: expect.objectContaining({ en: expect.any(String) }), link: expect.stringMatching(/^\/products/) });
  });

  it('counts the offer down to a real date about 12 days away, linking to the pieces actually on sale', async () => {
    const { body } = await list('?banner_type=offer');
    expect(body.data).toHaveLength(1);
    const offer = body.data[0]!;
    const daysLeft = (new Date(offer.endsAt!).getTime() - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(OFFER_DAYS - 1);
    expect(daysLeft).toBeLessThan(OFFER_DAYS + 1.1);
    expect(offer.cta_link).toBe('/products?tag=sale');
    const onSale = (await t.app.inject({ method: 'GET', url: '/api/public/product?tag=sale&limit=1000' })).json();
    expect(onSale.data.length).toBeGreaterThan(10);
    const best = Math.max(...onSale.data.map((p: { pricing: { mrp: number; salePrice: number } }) => Math.round((1 - p.pricing.salePrice / p.pricing.mrp) * 100)));
    expect(offer.title.en).toBe(`Up to ${best}% off on selected collections`);
  });

  it('leaves out inactive, ended and not yet started banners and keeps the display order', async () => {
    const now = Date.now();
    const row = (title: string, extra: Partial<typeof banners.$inferInsert>) => ({
      id: newId(), bannerType: 'hero', title: text(title), subtitle: text('Subtitle'), description: text('Description'), ...extra,
    });
    await t.database.db.insert(banners).values([
      row('Ended yesterday', { endsAt: new Date(now - DAY_MS), sortOrder: 0 }),
      row('Starts tomorrow', { startsAt: new Date(now + DAY_MS), sortOrder: 0 }),
      row('Switched off', { isActive: false, sortOrder: 0 }),
      row('First of all', { startsAt: new Date(now - DAY_MS), endsAt: new Date(now + DAY_MS), sortOrder: 0 }),
    ]);
    t.app.publicCache.clear();
    const { body } = await list();
    const titles = body.data.map((b) => b.title.en);
    expect(titles[0]).toBe('First of all');
    expect(titles).not.toContain('Ended yesterday');
    expect(titles).not.toContain('Starts tomorrow');
    expect(titles).not.toContain('Switched off');
    expect(body.pagination.totalItems).toBe(5);
    expect(body.data[0]).toMatchObject({ cta_text: null, cta_link: null, secondary_cta: null, images: [] });
    const paged = await list('?limit=2&page=3');
    expect(paged.body.data.map((b) => b.banner_type)).toEqual(['offer']);
  });

  it('refuses an unknown banner type', async () => {
    const { status, body } = await list('?banner_type=popup');
    expect(status).toBe(400);
    expect(body.message).toBe('banner_type must be hero or offer');
  });
});
