import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BANNER_MESSAGES as M, bannerStateAt, type AdminBanner, type AdminBannerCreateInput } from '@aabhushan/shared/schemas/admin-banners';
import { CATALOGUE_FIELD_MESSAGES, MISSING_LANGUAGE_MESSAGE } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { auditEvents } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signInStaff } from '../../../test/signed-in-customer';

let t: TestApp;
let staff: { userId: string; authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: staff.authorization } });
const publicTitles = async (type = 'offer') =>
  ((await t.app.inject({ method: 'GET', url: `/api/public/banner?banner_type=${type}` })).json().data as Array<{ title: { en: string }; endsAt: string | null }>).map(
    (banner) => banner.title.en,
  );
let counter = 0;
const newBanner = (overrides: Partial<AdminBannerCreateInput> = {}): AdminBannerCreateInput => {
  counter += 1;
  return {
    bannerType: 'offer',
    title: { en: `Akshaya Tritiya Gold Days ${counter}`, hi: 'अक्षय तृतीया' },
    subtitle: { en: 'No making charges on gold coins' },
    images: [{ url: '/media/uploads/banner-1', altText: 'Gold coins on a silk cloth' }],
    ctaText: { en: 'Shop gold coins' },
    ctaLink: '/products?tag=sale',
    startsAt: at(-1),
    endsAt: at(5),
    ...overrides,
  };
};
async function create(body: AdminBannerCreateInput): Promise<AdminBanner> {
  const answer = await send('POST', '/api/admin/banners', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as AdminBanner;
}

describe('POST /api/admin/banners', () => {
  it('creates an offer the home page shows at once with its end date, audited', async () => {
    const body = newBanner({ sortOrder: -5 });
    expect(await publicTitles()).not.toContain(body.title.en); // now cached
    const banner = await create(body);
    expect(banner).toMatchObject({ bannerType: 'offer', isActive: true, sortOrder: -5, images: [{ url: '/media/uploads/banner-1', altText: 'Gold coins on a silk cloth' }] });
    const live = (await t.app.inject({ method: 'GET', url: '/api/public/banner?banner_type=offer' })).json().data as Array<{ _id: string; endsAt: string }>;
    // First in display order: the storefront counts down to its end.
    expect(live[0]).toMatchObject({ _id: banner.id, endsAt: body.endsAt });
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, banner.id));
    expect(audit).toMatchObject({ actorId: staff.userId, action: 'banner.create', entityType: 'banner', before: null, after: banner });
  });

  it.each([
    ['an unknown type', { bannerType: 'popup' }, M.type],
    ['no title', { title: { en: '' } }, M.titleRequired],
    ['no picture', { images: [] }, M.images],
    ['a picture without a description', { images: [{ url: '/media/uploads/x', altText: ' ' }] }, M.images],
    ['a picture from another site', { images: [{ url: 'https://example.com/x.jpg', altText: 'x' }] }, CATALOGUE_FIELD_MESSAGES.mediaUrl('Picture')],
    ['a link to another site over http', { ctaLink: 'http://example.com/sale' }, M.ctaLink],
    ['a link that leaves the store by //', { ctaLink: '//example.com/sale' }, M.ctaLink],
    ['a script link', { ctaLink: 'javascript:alert(1)' }, M.ctaLink],
    ['a button link without its text', { ctaText: null }, M.ctaPair],
    ['an end before the start', { endsAt: at(-2) }, M.dateOrder],
    ['an offer without an end', { endsAt: null }, M.offerNeedsEnd],
    ['a date without a time', { startsAt: '2026-12-01' }, M.date('Starts')],
  ] as Array<[string, Partial<AdminBannerCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    const answer = await send('POST', '/api/admin/banners', newBanner(overrides));
    expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
  });

  it('takes an https link and a hero slide without dates', async () => {
    const banner = await create(newBanner({ bannerType: 'hero', ctaLink: 'https://www.bis.gov.in/hallmarking', startsAt: null, endsAt: null }));
    expect(banner).toMatchObject({ ctaLink: 'https://www.bis.gov.in/hallmarking', startsAt: null, endsAt: null });
    expect(await publicTitles('hero')).toContain(banner.title.en);
  });
});

describe('changing a banner', () => {
  it('edits, switches off and on, and deletes: the home page follows each change, each audited', async () => {
    const banner = await create(newBanner());
    expect(await publicTitles()).toContain(banner.title.en);

    const edited = await send('PATCH', `/api/admin/banners/${banner.id}`, { title: { en: 'Dhanteras Gold Days' } });
    expect([edited.statusCode, edited.json().message]).toEqual([200, M.updated]);
    expect(await publicTitles()).toContain('Dhanteras Gold Days');

    const off = await send('POST', `/api/admin/banners/${banner.id}/state`, { isActive: false });
    expect([off.statusCode, off.json().message, off.json().data.isActive]).toEqual([200, M.switchedOff, false]);
    expect(await publicTitles()).not.toContain('Dhanteras Gold Days');
    const on = await send('POST', `/api/admin/banners/${banner.id}/state`, { isActive: true });
    expect(on.json().message).toBe(M.switchedOn);
    expect(await publicTitles()).toContain('Dhanteras Gold Days');

    const deleted = await send('DELETE', `/api/admin/banners/${banner.id}`);
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, M.deleted]);
    expect(await publicTitles()).not.toContain('Dhanteras Gold Days');
    expect((await send('GET', `/api/admin/banners/${banner.id}`)).statusCode).toBe(404);

    const trail = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, banner.id)).orderBy(auditEvents.createdAt);
    expect(trail.map((row) => row.action)).toEqual(['banner.create', 'banner.update', 'banner.switch-off', 'banner.switch-on', 'banner.delete']);
    expect(trail[4]).toMatchObject({ before: { title: { en: 'Dhanteras Gold Days' } }, after: null });
  });

  it('checks the rules between fields with the saved banner', async () => {
    const banner = await create(newBanner());
    const early = await send('PATCH', `/api/admin/banners/${banner.id}`, { endsAt: at(-3) });
    expect([early.statusCode, early.json().message]).toEqual([400, M.dateOrder]);
    const open = await send('PATCH', `/api/admin/banners/${banner.id}`, { endsAt: null });
    expect([open.statusCode, open.json().message]).toEqual([400, M.offerNeedsEnd]);
    const noLink = await send('PATCH', `/api/admin/banners/${banner.id}`, { ctaLink: null });
    expect([noLink.statusCode, noLink.json().message]).toEqual([400, M.ctaPair]);
    const noButton = await send('PATCH', `/api/admin/banners/${banner.id}`, { ctaLink: null, ctaText: null });
    expect(noButton.json().data).toMatchObject({ ctaLink: null, ctaText: null });
    expect((await send('PATCH', '/api/admin/banners/none', { sortOrder: 1 })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/banners', () => {
  it('tells running, scheduled, ended and switched-off banners apart by their dates', async () => {
    const running = await create(newBanner({ title: { en: 'State running' } }));
    const scheduled = await create(newBanner({ title: { en: 'State scheduled' }, startsAt: at(2), endsAt: at(9) }));
    const ended = await create(newBanner({ title: { en: 'State ended' }, startsAt: at(-9), endsAt: at(-1) }));
    const off = await create(newBanner({ title: { en: 'State off' }, isActive: false }));
    const titles = async (query: string) => ((await send('GET', `/api/admin/banners?q=State&limit=100&${query}`)).json().data as AdminBanner[]).map((banner) => banner.title.en);
    expect(await titles('state=running')).toEqual(['State running']);
    expect(await titles('state=scheduled')).toEqual(['State scheduled']);
    expect(await titles('state=ended')).toEqual(['State ended']);
    expect(await titles('state=off')).toEqual(['State off']);
    expect((await titles('')).sort()).toEqual(['State ended', 'State off', 'State running', 'State scheduled']);
    // The staff page's badge tells them apart by the same rule.
    expect([running, scheduled, ended, off].map((banner) => bannerStateAt(banner))).toEqual(['running', 'scheduled', 'ended', 'off']);
    // The store shows only the running one.
    expect((await publicTitles()).filter((title) => title.startsWith('State'))).toEqual(['State running']);
  });

  it('filters by type and refuses an unknown state', async () => {
    const types = ((await send('GET', '/api/admin/banners?type=hero&limit=100')).json().data as AdminBanner[]).map((banner) => banner.bannerType);
    expect(types.length).toBeGreaterThanOrEqual(3);
    expect(new Set(types)).toEqual(new Set(['hero']));
    const refused = await send('GET', '/api/admin/banners?state=live');
    expect([refused.statusCode, refused.json().message]).toEqual([400, M.state]);
  });
});

describe('GET /api/admin/banners?missing=', () => {
  it('finds the banners with a text written in English but not in a language; an empty subtitle or no button needs none', async () => {
    const four = (en: string) => ({ en, hi: `${en} हिंदी`, ta: `${en} தமிழ்`, te: `${en} తెలుగు` });
    const quiet = { bannerType: 'hero' as const, isActive: false, endsAt: null };
    const whole = await create(newBanner({ ...quiet, title: four('Bhasha whole'), subtitle: { en: '' }, ctaText: null, ctaLink: null }));
    const buttonNoTamil = await create(newBanner({ ...quiet, title: four('Bhasha button'), subtitle: four('A line.'), ctaText: { ...four('Shop'), ta: ' ' } }));
    const subtitleNoHindi = await create(newBanner({ ...quiet, title: four('Bhasha subtitle'), subtitle: { ...four('A line.'), hi: undefined }, ctaText: null, ctaLink: null }));
    expect(buttonNoTamil.ctaText).toEqual({ en: 'Shop', hi: 'Shop हिंदी', te: 'Shop తెలుగు' });
    const titles = async (missing: string) => {
      const answer = await send('GET', `/api/admin/banners?q=Bhasha&limit=100&missing=${missing}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().data as AdminBanner[]).map((banner) => banner.title.en).sort();
    };
    expect(await titles('ta')).toEqual([buttonNoTamil.title.en]);
    expect(await titles('hi')).toEqual([subtitleNoHindi.title.en]);
    expect(await titles('te')).toEqual([]);
    expect(whole.subtitle).toEqual({ en: '' });
    const refused = await send('GET', '/api/admin/banners?missing=english');
    expect([refused.statusCode, refused.json().message]).toEqual([400, MISSING_LANGUAGE_MESSAGE]);
  });
});
