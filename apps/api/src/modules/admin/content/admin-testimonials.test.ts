import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_LANGUAGE_MESSAGE } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { ADMIN_CONTENT_MESSAGES } from '@aabhushan/shared/schemas/admin-content';
import { ADMIN_TESTIMONIAL_MESSAGES as M, type AdminTestimonial, type AdminTestimonialCreateInput } from '@aabhushan/shared/schemas/admin-testimonials';
import type { Testimonial } from '@aabhushan/shared/schemas/content';
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

const newTestimonial = (overrides: Partial<AdminTestimonialCreateInput> = {}): AdminTestimonialCreateInput => ({
  name: 'Kavya Reddy',
  city: 'Hyderabad',
  text: { en: 'The jhumkas arrived in a day and look even better in person.' },
  ...overrides,
});
async function create(body: AdminTestimonialCreateInput): Promise<AdminTestimonial> {
  const answer = await calls.send('POST', '/api/admin/testimonials', body);
  expect(answer.status, answer.body).toBe(201);
  return answer.data as AdminTestimonial;
}
const publicIds = async () => (await calls.publicData<Testimonial[]>('/api/public/testimonial?limit=1000')).data.map((entry) => entry._id);

describe('/api/admin/testimonials', () => {
  it('creates a testimonial the store shows at once as a verified buyer, audited', async () => {
    expect(await publicIds()).toBeDefined(); // the list is now cached
    const testimonial = await create(newTestimonial({ imageUrl: '/media/uploads/abc123', designation: { en: ' ', ta: '' } }));
    expect(testimonial).toMatchObject({ status: 'ACTIVE', isActive: true, designation: null, imageUrl: '/media/uploads/abc123' });
    const shown = (await calls.publicData<Testimonial[]>('/api/public/testimonial?limit=1000')).data.find((entry) => entry._id === testimonial.id);
    expect(shown).toMatchObject({ title: 'Kavya Reddy', status: 'ACTIVE', images: ['/media/uploads/abc123'], designation: null });
    expect((await calls.auditActions(testimonial.id)).map((row) => [row.action, row.actorId])).toEqual([['testimonial.create', staff.userId]]);
  });

  it('hides one from the store (INACTIVE) and shows it again', async () => {
    const testimonial = await create(newTestimonial({ name: 'Hidden Later' }));
    const off = await calls.send('POST', `/api/admin/testimonials/${testimonial.id}/state`, { active: false });
    expect([off.status, off.message, off.data.status, off.data.isActive]).toEqual([200, M.deactivated, 'INACTIVE', false]);
    expect(await publicIds()).not.toContain(testimonial.id);
    expect(((await calls.send('GET', '/api/admin/testimonials?state=inactive')).data as AdminTestimonial[]).map((row) => row.id)).toContain(testimonial.id);
    await calls.send('POST', `/api/admin/testimonials/${testimonial.id}/state`, { active: true });
    expect(await publicIds()).toContain(testimonial.id);
    expect((await calls.auditActions(testimonial.id)).map((row) => row.action)).toEqual(['testimonial.create', 'testimonial.deactivate', 'testimonial.activate']);
  });

  it('edits and deletes, the store following each change', async () => {
    const testimonial = await create(newTestimonial());
    expect(await calls.refusal('PATCH', `/api/admin/testimonials/${testimonial.id}`, { text: { en: 'Changed words', te: 'మాటలు మార్చాం' } })).toEqual([200, M.updated]);
    const shown = (await calls.publicData<Testimonial[]>('/api/public/testimonial?limit=1000')).data.find((entry) => entry._id === testimonial.id);
    expect(shown?.testimonial).toEqual({ en: 'Changed words', te: 'మాటలు మార్చాం' });
    expect(await calls.refusal('DELETE', `/api/admin/testimonials/${testimonial.id}`)).toEqual([200, M.deleted]);
    expect(await publicIds()).not.toContain(testimonial.id);
    expect(await calls.refusal('DELETE', `/api/admin/testimonials/${testimonial.id}`)).toEqual([404, M.notFound]);
  });

  it('finds testimonials by name, words in any language, or city', async () => {
    const testimonial = await create(newTestimonial({ name: 'Zoya Qureshi', city: 'Lucknow', text: { en: 'The jhumkas arrived in a day.', ta: 'ஜிமிக்கி ஒரே நாள்ல வந்துடுச்சு.' } }));
    const ids = async (q: string) => ((await calls.send('GET', `/api/admin/testimonials?q=${q}`)).data as AdminTestimonial[]).map((row) => row.id);
    expect(await ids('qureshi')).toEqual([testimonial.id]);
    expect(await ids('lucknow')).toContain(testimonial.id);
    expect(await ids('jhumkas')).toContain(testimonial.id);
    expect(await ids(encodeURIComponent('ஜிமிக்கி ஒரே'))).toEqual([testimonial.id]);
  });

  it.each([
    ['a blank name', { name: ' ' }, M.name],
    ['no words', { text: { en: '' } }, M.text],
    ['words only in Tamil', { text: { en: ' ', ta: 'அருமையான கம்மல்' } }, M.text],
    ['words as plain text', { text: 'Lovely earrings' }, M.text],
    ['a designation in Hindi without its English', { designation: { en: '', hi: 'शिक्षिका' } }, M.designationEnglish],
    ['a status the store does not know', { status: 'MAYBE' }, M.status],
    ['a picture from another site', { imageUrl: 'http://example.com/me.png' }, ADMIN_CONTENT_MESSAGES.picture],
  ] as Array<[string, Partial<AdminTestimonialCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    expect(await calls.refusal('POST', '/api/admin/testimonials', newTestimonial(overrides))).toEqual([400, message]);
  });
});

describe('the words and designation in four languages', () => {
  const four = (en: string) => ({ en, hi: `${en} हिंदी`, ta: `${en} தமிழ்`, te: `${en} తెలుగు` });

  it('keeps each language, a blank translation left out, and the store answers them all', async () => {
    const testimonial = await create(newTestimonial({ name: 'Bhasha Four', text: { ...four('Lovely work.'), hi: ' ' }, designation: four('Teacher') }));
    expect(testimonial.text).toEqual({ en: 'Lovely work.', ta: 'Lovely work. தமிழ்', te: 'Lovely work. తెలుగు' });
    const shown = (await calls.publicData<Testimonial[]>('/api/public/testimonial?limit=1000')).data.find((entry) => entry._id === testimonial.id);
    expect(shown).toMatchObject({ testimonial: testimonial.text, designation: four('Teacher') });
  });

  it('lists those written in English but not in a language; one without a designation needs only its words', async () => {
    await create(newTestimonial({ name: 'Tarjuma Whole', text: four('All of it.'), designation: four('Architect') }));
    const designationNoTamil = await create(newTestimonial({ name: 'Tarjuma Designation', text: four('Words.'), designation: { ...four('Doctor'), ta: undefined } }));
    const wordsNoHindi = await create(newTestimonial({ name: 'Tarjuma Words', text: { ...four('Words.'), hi: undefined }, designation: null }));
    const names = async (missing: string) => {
      const answer = await calls.send('GET', `/api/admin/testimonials?q=Tarjuma&limit=100&missing=${missing}`);
      expect(answer.status, answer.body).toBe(200);
      return (answer.data as AdminTestimonial[]).map((row) => row.name);
    };
    expect(await names('ta')).toEqual([designationNoTamil.name]);
    expect(await names('hi')).toEqual([wordsNoHindi.name]);
    expect(await names('te')).toEqual([]);
    expect(await calls.refusal('GET', '/api/admin/testimonials?missing=en')).toEqual([400, MISSING_LANGUAGE_MESSAGE]);
  });
});
