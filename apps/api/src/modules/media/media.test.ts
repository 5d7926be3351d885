import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { seedBrands } from '../../db/seed/brands';
import { refusal } from '../../test/refusal';
import sharp from 'sharp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('generated media', () => {
  it('serves product art as cacheable SVG', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/art/ring-rose-gold-ruby-2.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.startsWith('<svg')).toBe(true);
  });

  it('serves product art as a cacheable WebP at the widths pictures have', async () => {
    const url = '/media/art/ring-rose-gold-ruby-2.webp';
    const drawn = await t.app.inject({ method: 'GET', url });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/webp');
    expect(drawn.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(drawn.rawPayload).metadata()).width).toBe(600);
    const small = await t.app.inject({ method: 'GET', url: `${url}?w=250` });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(300);
    for (const w of ['0', '-5', 'big', '1.5', '5000']) {
      expect((await t.app.inject({ method: 'GET', url: `${url}?w=${w}` })).statusCode, w).toBe(404);
    }
  });

  it('serves every image a seeded product names', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/public/product?limit=5' });
    const urls = (list.json() as { data: { images: { url: string }[] }[] }).data.flatMap((p) => p.images.map((i) => i.url));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it.each(['/media/art/ring-brass-ruby-1.svg', '/media/art/ring-gold-ruby-5.svg', '/media/art/ring-gold-ruby-5.webp', '/media/art/..%2F..%2Fetc%2Fpasswd', '/media/icon/crown.svg'])(
    'answers 404 for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal('Image not found'));
    },
  );

  it('serves category icons and brand logos', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/media/icon/nose-pin.svg' });
    expect(icon.statusCode).toBe(200);
    const brand = seedBrands[0]!;
    const logo = await t.app.inject({ method: 'GET', url: `/media/brand/${brand.slug}.svg` });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain(brand.name.split(' ')[0]);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject({ method: 'GET', url: '/media/brand/nobody.svg' })).statusCode).toBe(404);
  });
});
