import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_LANGUAGE_MESSAGE } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { ADMIN_CONTENT_MESSAGES } from '@aabhushan/shared/schemas/admin-content';
import { ADMIN_SHOWROOM_MESSAGES as M, type AdminShowroom, type AdminShowroomUpdateInput } from '@aabhushan/shared/schemas/admin-showrooms';
import type { AppointmentShowroom } from '@aabhushan/shared/schemas/appointments';
import type { StoreLocation } from '@aabhushan/shared/schemas/content';
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

const list = async (query = '') => (await calls.send('GET', `/api/admin/showrooms?limit=100${query}`)).data as AdminShowroom[];
const bySlug = async (slug: string) => (await list()).find((showroom) => showroom.slug === slug)!;
const storeLocator = async () => (await calls.publicData<StoreLocation[]>('/api/public/store-location?limit=100')).data;

describe('/api/admin/showrooms', () => {
  it('lists the showrooms as the store locator does, the flagship first, each written in the four languages', async () => {
    const showrooms = await list();
    expect(showrooms.map((showroom) => showroom.slug)).toEqual((await storeLocator()).map((location) => location.slug));
    expect(showrooms[0]).toMatchObject({ isFlagship: true, city: { en: 'Jaipur', hi: 'जयपुर', ta: 'ஜெய்ப்பூர்', te: 'జైపూర్' } });
    expect(showrooms[0]!.addressLines.ta).toEqual(['14, ஜோஹரி பஜார்', 'ஜெய்ப்பூர், ராஜஸ்தான் 302003']);
    for (const language of ['hi', 'ta', 'te']) expect(await list(`&missing=${language}`)).toEqual([]);
    expect((await list('&q=zaveri')).map((showroom) => showroom.slug)).toEqual(['mumbai-zaveri-bazaar']);
    // Found by its name or city in any language.
    expect((await list(`&q=${encodeURIComponent('యూబీ సిటీ')}`)).map((showroom) => showroom.slug)).toEqual(['bengaluru-ub-city']);
    expect((await list(`&q=${encodeURIComponent('ஜெய்ப்பூர்')}`)).map((showroom) => showroom.slug)).toEqual(['jaipur-johari-bazaar', 'jaipur-c-scheme']);
  });

  it('saves a showroom’s words: the store locator and the appointment booking show them at once; audited', async () => {
    const mumbai = await bySlug('mumbai-zaveri-bazaar');
    expect(await storeLocator()).toBeDefined(); // cached now
    const changes: AdminShowroomUpdateInput = {
      name: { en: 'Mumbai, Zaveri Bazaar', hi: 'मुंबई, ज़वेरी बाज़ार', ta: 'மும்பை, ஜவேரி பஜார் கிளை', te: ' ' },
      addressLines: { en: ['112 Sheikh Memon Street', 'Zaveri Bazaar', 'Mumbai 400002'], ta: ['112, ஷேக் மேமன் தெரு, ஜவேரி பஜார், மும்பை 400002'], te: [] },
    };
    const saved = await calls.send('PATCH', `/api/admin/showrooms/${mumbai.id}`, changes);
    expect([saved.status, saved.message]).toEqual([200, M.updated]);
    // Each text sent replaces the saved one whole; a blank translation or an empty list is missing, the English then shown.
    expect(saved.data).toMatchObject({ name: { en: 'Mumbai, Zaveri Bazaar', hi: 'मुंबई, ज़वेरी बाज़ार', ta: 'மும்பை, ஜவேரி பஜார் கிளை' }, city: mumbai.city, phone: mumbai.phone });
    expect(saved.data.name).not.toHaveProperty('te');
    expect(saved.data.addressLines).toEqual({ en: ['112 Sheikh Memon Street', 'Zaveri Bazaar', 'Mumbai 400002'], ta: ['112, ஷேக் மேமன் தெரு, ஜவேரி பஜார், மும்பை 400002'] });
    expect((await storeLocator()).find((location) => location._id === mumbai.id)).toMatchObject({ name: saved.data.name, addressLines: saved.data.addressLines });
    const booking = (await t.app.inject({ method: 'GET', url: '/api/public/appointments/showrooms' })).json().data as AppointmentShowroom[];
    expect(booking.find((showroom) => showroom._id === mumbai.id)).toMatchObject({ name: saved.data.name, addressLines: saved.data.addressLines });
    expect((await list('&missing=te')).map((showroom) => showroom.id)).toEqual([mumbai.id]);
    expect((await list('&missing=hi')).map((showroom) => showroom.id)).toEqual([mumbai.id]);
    expect(await list('&missing=ta')).toEqual([]);
    expect((await calls.auditActions(mumbai.id)).map((row) => [row.action, row.actorId, row.entityType])).toEqual([['showroom.update', staff.userId, 'showroom']]);
  });

  it('is only edited: showrooms are neither added, switched nor deleted here', async () => {
    const delhi = await bySlug('new-delhi-south-extension');
    expect((await calls.send('POST', '/api/admin/showrooms', { name: { en: 'Chennai' } })).status).toBe(404);
    expect((await calls.send('DELETE', `/api/admin/showrooms/${delhi.id}`)).status).toBe(404);
    expect((await calls.send('POST', `/api/admin/showrooms/${delhi.id}/state`, { active: false })).status).toBe(404);
    expect(await calls.refusal('PATCH', '/api/admin/showrooms/no-such-showroom', { city: { en: 'Chennai' } })).toEqual([404, M.notFound]);
  });

  it.each([
    ['a name without its English', { name: { en: ' ', ta: 'சென்னை' } }, M.name],
    ['an address without an English line', { addressLines: { en: [], ta: ['தி. நகர்'] } }, M.addressLines],
    ['five lines of address', { addressLines: { en: ['1', '2', '3', '4', '5'] } }, M.addressLines],
    ['a blank Telugu line', { addressLines: { en: ['12 Usman Road'], te: ['12 ఉస్మాన్ రోడ్', ' '] } }, M.addressLines],
    ['a city too long', { city: { en: 'Chennai', hi: 'च'.repeat(61) } }, M.city],
    ['nothing to change', {}, ADMIN_CONTENT_MESSAGES.nothingToChange],
  ] as Array<[string, AdminShowroomUpdateInput, string]>)('refuses %s with its message', async (_case, body, message) => {
    const delhi = await bySlug('new-delhi-south-extension');
    expect(await calls.refusal('PATCH', `/api/admin/showrooms/${delhi.id}`, body)).toEqual([400, message]);
  });

  it('refuses a missing= outside hi, ta and te', async () => {
    expect(await calls.refusal('GET', '/api/admin/showrooms?missing=en')).toEqual([400, MISSING_LANGUAGE_MESSAGE]);
  });
});
