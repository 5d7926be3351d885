import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_LANGUAGE_MESSAGE } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { ADMIN_CONTENT_MESSAGES } from '@aabhushan/shared/schemas/admin-content';
import { ADMIN_SERVICE_MESSAGES as M, type AdminService, type AdminServiceCreateInput } from '@aabhushan/shared/schemas/admin-services';
import type { Service } from '@aabhushan/shared/schemas/content';
import { services } from '../../../db/schema/index';
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

const newService = (overrides: Partial<AdminServiceCreateInput> = {}): AdminServiceCreateInput => ({
  title: { en: 'Rhodium Plating', hi: 'रोडियम प्लेटिंग' },
  description: { en: 'A bright white finish for white gold.' },
  priceFrom: 1_499.5,
  turnaround: { en: '2-3 days', hi: '2-3 दिन', ta: '2-3 நாட்கள்', te: '2-3 రోజులు' },
  ...overrides,
});
async function create(body: AdminServiceCreateInput): Promise<AdminService> {
  const answer = await calls.send('POST', '/api/admin/services', body);
  expect(answer.status, answer.body).toBe(201);
  return answer.data as AdminService;
}
const publicServices = async (query = '') => (await calls.publicData<Service[]>(`/api/public/service?limit=1000${query}`)).data;

describe('/api/admin/services', () => {
  it('creates a service with its price in rupees (stored in paise) and a slug from its title; the store shows it at once; audited', async () => {
    expect(await publicServices()).toBeDefined(); // cached now
    const service = await create(newService());
    expect(service).toMatchObject({ slug: 'rhodium-plating', priceFrom: 1_499.5, parentId: null, children: 0, icon: 'sparkle', title: { en: 'Rhodium Plating', hi: 'रोडियम प्लेटिंग' } });
    const [row] = await t.database.db.select({ paise: services.priceFromPaise }).from(services).where(eq(services.id, service.id));
    expect(row!.paise).toBe(149_950);
    expect((await publicServices()).find((entry) => entry._id === service.id)).toMatchObject({
      priceFrom: 1_499.5,
      default_title: 'Rhodium Plating',
      turnaround: { en: '2-3 days', hi: '2-3 दिन', ta: '2-3 நாட்கள்', te: '2-3 రోజులు' },
    });
    expect((await calls.auditActions(service.id)).map((entry) => [entry.action, entry.actorId])).toEqual([['service.create', staff.userId]]);
    expect(await calls.refusal('POST', '/api/admin/services', newService({ slug: 'rhodium-plating' }))).toEqual([409, M.slugTaken]);
  });

  it('puts services under a top-level one and refuses to delete the parent while they are there', async () => {
    const parent = await create(newService({ title: { en: 'Restoration' }, priceFrom: null }));
    const child = await create(newService({ title: { en: 'Clasp repair' }, parentId: parent.id }));
    expect((await publicServices(`&parent=${parent.id}`)).map((entry) => entry._id)).toEqual([child.id]);
    expect((await calls.send('GET', `/api/admin/services/${parent.id}`)).data.children).toBe(1);
    expect(await calls.refusal('DELETE', `/api/admin/services/${parent.id}`)).toEqual([409, M.hasChildren(1)]);
    // Two levels only: nothing goes under a service that is itself under another, or under itself.
    expect(await calls.refusal('POST', '/api/admin/services', newService({ title: { en: 'Too deep' }, parentId: child.id }))).toEqual([400, M.parent]);
    expect(await calls.refusal('PATCH', `/api/admin/services/${parent.id}`, { parentId: parent.id })).toEqual([400, M.parent]);
    expect(await calls.refusal('POST', '/api/admin/services', newService({ title: { en: 'Orphan' }, parentId: 'no-such-service' }))).toEqual([400, M.parent]);

    expect(await calls.refusal('DELETE', `/api/admin/services/${child.id}`)).toEqual([200, M.deleted]);
    expect(await calls.refusal('DELETE', `/api/admin/services/${parent.id}`)).toEqual([200, M.deleted]);
    expect((await publicServices()).map((entry) => entry._id)).not.toContain(parent.id);
    expect((await calls.auditActions(parent.id)).map((entry) => entry.action)).toEqual(['service.create', 'service.delete']);
  });

  it('hides a service and edits it, keeping the texts staff did not send; a text sent replaces the saved one, blanks stored as missing', async () => {
    const service = await create(newService({ title: { en: 'Stone replacement', hi: 'नग बदलना', ta: 'கல் மாற்றுதல்' } }));
    expect(await calls.refusal('POST', `/api/admin/services/${service.id}/state`, { active: false })).toEqual([200, M.deactivated]);
    expect((await publicServices()).map((entry) => entry._id)).not.toContain(service.id);
    const edited = await calls.send('PATCH', `/api/admin/services/${service.id}`, { priceFrom: null, turnaround: { en: 'After inspection', te: ' ' }, isActive: true });
    expect(edited.data).toMatchObject({ priceFrom: null, title: { en: 'Stone replacement', hi: 'नग बदलना', ta: 'கல் மாற்றுதல்' }, isActive: true });
    expect(edited.data.turnaround).toEqual({ en: 'After inspection' });
    const retitled = await calls.send('PATCH', `/api/admin/services/${service.id}`, { title: { en: 'Stone replacement', te: 'రాయి మార్పు' } });
    expect(retitled.data.title).toEqual({ en: 'Stone replacement', te: 'రాయి మార్పు' });
    expect((await publicServices()).find((entry) => entry._id === service.id)).toMatchObject({ priceFrom: null, title: { en: 'Stone replacement', te: 'రాయి మార్పు' } });
  });

  it('lists the services whose title, description or turnaround lacks a language (missing=hi|ta|te)', async () => {
    const all = { en: 'Anuvad', hi: 'अनुवाद', ta: 'மொழிபெயர்ப்பு', te: 'అనువాదం' };
    const full = { title: all, description: { ...all, en: 'Anuvad, every language.' }, turnaround: { en: '1 day', hi: '1 दिन', ta: '1 நாள்', te: '1 రోజు' } };
    await create(newService({ ...full, title: { ...all, en: 'Anuvad all' } }));
    const noTamilTurnaround = await create(newService({ ...full, title: { ...all, en: 'Anuvad turnaround' }, turnaround: { en: '1 day', hi: '1 दिन', te: '1 రోజు' } }));
    const noHindiTitle = await create(newService({ ...full, title: { en: 'Anuvad title', ta: all.ta, te: all.te } }));
    const ids = async (missing: string) => ((await calls.send('GET', `/api/admin/services?q=anuvad&limit=100&missing=${missing}`)).data as AdminService[]).map((entry) => entry.id);
    expect(await ids('hi')).toEqual([noHindiTitle.id]);
    expect(await ids('ta')).toEqual([noTamilTurnaround.id]);
    expect(await ids('te')).toEqual([]);
    expect(await calls.refusal('GET', '/api/admin/services?missing=en')).toEqual([400, MISSING_LANGUAGE_MESSAGE]);
  });

  it('lists top-level services and finds them by title, in any language', async () => {
    const service = await create(newService({ title: { en: 'Pearl restringing', ta: 'முத்து மாலை கோர்த்தல்' } }));
    const ids = async (query: string) => ((await calls.send('GET', `/api/admin/services?${query}`)).data as AdminService[]).map((entry) => entry.id);
    expect(await ids('q=restringing')).toEqual([service.id]);
    expect(await ids(`q=${encodeURIComponent('மாலை கோர்த்தல்')}`)).toEqual([service.id]);
    expect(await ids('parent=root&limit=100')).toContain(service.id);
  });

  it.each([
    ['a blank title', { title: { en: '' } }, M.title],
    ['a price below zero', { priceFrom: -1 }, M.priceFrom],
    ['a price with three decimals', { priceFrom: 10.555 }, M.priceFrom],
    ['no turnaround', { turnaround: { en: '' } }, M.turnaround],
    ['a turnaround with only its Tamil', { turnaround: { ta: '2-3 நாட்கள்' } }, M.turnaround],
    ['a Telugu title too long', { title: { en: 'Rhodium Plating', te: 'ర'.repeat(121) } }, M.titleTooLong],
    ['a slug with capitals', { slug: 'Rhodium' }, ADMIN_CONTENT_MESSAGES.slug],
  ] as Array<[string, Partial<AdminServiceCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    expect(await calls.refusal('POST', '/api/admin/services', newService(overrides))).toEqual([400, message]);
  });
});
