import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES } from '@aabhushan/shared/schemas/admin-content';
import { ADMIN_POLICY_PAGE_MESSAGES as M, type AdminPolicyPage } from '@aabhushan/shared/schemas/admin-policy-pages';
import { CONTENT_MESSAGES, type ContentPage } from '@aabhushan/shared/schemas/content';
import type { StoreSettings } from '@aabhushan/shared/schemas/settings';
import { policyPages } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signInStaff } from '../../../test/signed-in-customer';
import { contentTestCalls } from './content-test-helpers';

let t: TestApp;
let staff: { userId: string; authorization: string };
let calls: ReturnType<typeof contentTestCalls>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
  calls = contentTestCalls(t, () => staff.authorization);
});
afterAll(async () => {
  await t.close();
});

type NewPage = { title: string; summary: string; bodyHtml: string; slug?: string; isPublished?: boolean };
const shippingPage = (overrides: Partial<NewPage> = {}): NewPage => ({
  title: 'Shipping policy',
  summary: 'How and when we deliver across India, insured to your door.',
  bodyHtml: '<h2>Delivery</h2><p>Every parcel is insured and sealed.</p>',
  ...overrides,
});
async function create(body: NewPage): Promise<AdminPolicyPage> {
  const answer = await calls.send('POST', '/api/admin/policy-pages', body);
  expect(answer.status, answer.body).toBe(201);
  return answer.data as AdminPolicyPage;
}
const publicPage = (slug: string) => calls.publicData<ContentPage>(`/api/public/page/${slug}`);
const footerPages = async () => (await calls.publicData<StoreSettings>('/api/public/settings')).data.policyPages;
const pageStatus = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).statusCode;

describe('/api/admin/policy-pages', () => {
  it('a draft is not on the store; published, shoppers read it at /page/{slug}, its HTML cleaned, each step audited', async () => {
    const page = await create(shippingPage({ bodyHtml: '<p onclick="steal()">Insured.<script>alert(1)</script> <a href="/contact">Ask us</a></p>' }));
    expect(page).toMatchObject({ slug: 'shipping-policy', isPublished: false, replacesSettingsText: false, bodyHtml: '<p>Insured. <a href="/contact">Ask us</a></p>' });
    expect(await publicPage('shipping-policy')).toMatchObject({ status: 404, data: null });
    expect(await footerPages()).toEqual([]);
    expect(await pageStatus('/page/shipping-policy')).toBe(404);

    expect(await calls.refusal('POST', `/api/admin/policy-pages/${page.id}/state`, { published: true })).toEqual([200, M.published]);
    const shown = await publicPage('shipping-policy');
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ slug: 'shipping-policy', kind: 'written', title: 'Shipping policy', summary: page.summary, bodyHtml: page.bodyHtml, messageKey: null, sections: [] });
    expect(await pageStatus('/page/shipping-policy')).toBe(200);
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/page/shipping-policy</loc>');
    // The footer links it (the settings answer lists it, read again after the write).
    expect(await footerPages()).toEqual([{ slug: 'shipping-policy', title: 'Shipping policy' }]);

    expect(await calls.refusal('POST', `/api/admin/policy-pages/${page.id}/state`, { published: false })).toEqual([200, M.unpublished]);
    expect((await publicPage('shipping-policy')).status).toBe(404);
    expect(await footerPages()).toEqual([]);
    expect((await calls.auditActions(page.id)).map((row) => row.action)).toEqual(['policy-page.create', 'policy-page.publish', 'policy-page.unpublish']);
  });

  it("a published page at the privacy policy's address replaces the text written from the settings; unpublished, that text is back", async () => {
    const before = await publicPage('privacy-policy');
    expect(before.data).toMatchObject({ kind: 'settings', messageKey: 'legal.privacy', title: null, bodyHtml: null });
    expect(before.data.sections.length).toBeGreaterThan(3);

    const page = await create({ slug: 'privacy-policy', title: 'Our privacy promise', summary: 'What we keep and why.', bodyHtml: '<p>We keep your address to deliver.</p>', isPublished: true });
    expect(page.replacesSettingsText).toBe(true);
    expect(await footerPages()).toEqual([]); // the footer links the privacy policy already
    // The cached settings text was dropped with the write: the next read shows staff's words.
    expect((await publicPage('privacy-policy')).data).toMatchObject({ kind: 'written', title: 'Our privacy promise', bodyHtml: '<p>We keep your address to deliver.</p>', sections: [] });
    const html = (await t.app.inject({ method: 'GET', url: '/page/privacy-policy' })).body;
    expect(html).toContain('<title>Our privacy promise | Aabhushan</title>');

    const edited = await calls.send('PATCH', `/api/admin/policy-pages/${page.id}`, { bodyHtml: '<p>We keep your address only to deliver.</p>' });
    expect([edited.status, edited.message]).toEqual([200, M.updated]);
    expect((await publicPage('privacy-policy')).data.bodyHtml).toBe('<p>We keep your address only to deliver.</p>');

    expect(await calls.refusal('DELETE', `/api/admin/policy-pages/${page.id}`)).toEqual([200, M.deleted]);
    expect((await publicPage('privacy-policy')).data).toMatchObject({ kind: 'settings', messageKey: 'legal.privacy' });
    expect((await calls.auditActions(page.id)).map((row) => row.action)).toEqual(['policy-page.create', 'policy-page.update', 'policy-page.delete']);
  });

  it('a page with no text written is not found, on the API and as a page', async () => {
    expect(await publicPage('no-such-policy')).toMatchObject({ status: 404 });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/page/no-such-policy' })).json().message).toBe(CONTENT_MESSAGES.pageNotFound);
    expect(await pageStatus('/page/no-such-policy')).toBe(404);
    expect(await pageStatus('/page/terms-of-service')).toBe(200);
  });

  it('makes a slug from the title when none is given, and refuses one another page uses', async () => {
    const first = await create(shippingPage({ title: 'Returns and exchanges' }));
    const second = await create(shippingPage({ title: 'Returns and exchanges' }));
    expect([first.slug, second.slug]).toEqual(['returns-and-exchanges', 'returns-and-exchanges-2']);
    expect(await calls.refusal('POST', '/api/admin/policy-pages', shippingPage({ slug: 'returns-and-exchanges' }))).toEqual([409, M.slugTaken]);
    expect(await calls.refusal('PATCH', `/api/admin/policy-pages/${second.id}`, { slug: 'returns-and-exchanges' })).toEqual([409, M.slugTaken]);
    const [row] = await t.database.db.select({ slug: policyPages.slug }).from(policyPages).where(eq(policyPages.id, second.id));
    expect(row!.slug).toBe('returns-and-exchanges-2');
  });

  it('lists drafts and published pages, by words and by state', async () => {
    const page = await create(shippingPage({ title: 'Cancellation policy', isPublished: true }));
    const ids = async (query: string) => ((await calls.send('GET', `/api/admin/policy-pages?${query}`)).data as AdminPolicyPage[]).map((entry) => entry.id);
    expect(await ids('q=cancellation')).toEqual([page.id]);
    expect(await ids('state=published&limit=100')).toContain(page.id);
    expect(await ids('state=draft&limit=100')).not.toContain(page.id);
    expect(await calls.refusal('GET', '/api/admin/policy-pages?state=hidden')).toEqual([400, M.state]);
  });

  it.each([
    ['a blank title', { title: ' ' }, M.title],
    ['no summary', { summary: '' }, M.summary],
    ['a summary too long for search results', { summary: 'x'.repeat(301) }, M.summary],
    ['an empty text', { bodyHtml: '  ' }, M.body],
    ['a slug with spaces', { slug: 'our policy' }, ADMIN_CONTENT_MESSAGES.slug],
  ] as Array<[string, Partial<NewPage>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    expect(await calls.refusal('POST', '/api/admin/policy-pages', shippingPage(overrides))).toEqual([400, message]);
  });
});
