import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES } from '@aabhushan/shared/schemas/admin-content';
import { ADMIN_FAQ_MESSAGES as M, type AdminFaq, type AdminFaqCreateInput } from '@aabhushan/shared/schemas/admin-faqs';
import type { Faq } from '@aabhushan/shared/schemas/content';
import { faqs } from '../../../db/schema/index';
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

const HOSTILE_ANSWER = '<p onclick="steal()">Yes <script>alert(1)</script><a href="javascript:alert(2)">here</a> and <a href="/faq">there</a>.</p>';
const newFaq = (overrides: Partial<AdminFaqCreateInput> = {}): AdminFaqCreateInput => ({
  question: 'Do you engrave in Tamil?',
  answerHtml: '<p>Yes, in any script.</p>',
  topic: 'custom',
  ...overrides,
});
async function create(body: AdminFaqCreateInput): Promise<AdminFaq> {
  const answer = await calls.send('POST', '/api/admin/faqs', body);
  expect(answer.status, answer.body).toBe(201);
  return answer.data as AdminFaq;
}
const publicFaqs = async () => (await calls.publicData<Faq[]>('/api/public/faq?limit=1000')).data;

describe('/api/admin/faqs', () => {
  it('creates an FAQ shoppers see at once, with a hostile answer stored clean, audited', async () => {
    expect((await publicFaqs()).some((faq) => faq.question === 'Is it safe?')).toBe(false);
    const faq = await create(newFaq({ question: 'Is it safe?', answerHtml: HOSTILE_ANSWER }));
    expect(faq).toMatchObject({ icon: 'sparkle', sortOrder: 0, isActive: true, subtitle: null });
    const [row] = await t.database.db.select({ answerHtml: faqs.answerHtml }).from(faqs).where(eq(faqs.id, faq.id));
    const shown = (await publicFaqs()).find((entry) => entry._id === faq.id);
    for (const html of [row!.answerHtml, faq.answerHtml, shown!.answer]) {
      expect(html).not.toMatch(/<script|onclick|javascript:/i);
      expect(html).toContain('<a href="/faq">there</a>');
    }
    expect(await calls.auditActions(faq.id)).toEqual([{ action: 'faq.create', actorId: staff.userId, entityType: 'faq', before: null, after: faq }]);
  });

  it('hides an FAQ from the store and shows it again, each audited', async () => {
    const faq = await create(newFaq({ question: 'Can I switch it off?' }));
    expect((await publicFaqs()).map((entry) => entry._id)).toContain(faq.id);
    expect(await calls.refusal('POST', `/api/admin/faqs/${faq.id}/state`, { active: false })).toEqual([200, M.deactivated]);
    expect((await publicFaqs()).map((entry) => entry._id)).not.toContain(faq.id);
    const inactive = ((await calls.send('GET', '/api/admin/faqs?state=inactive&limit=100')).data as AdminFaq[]).map((entry) => entry.id);
    expect(inactive).toContain(faq.id);
    expect(await calls.refusal('POST', `/api/admin/faqs/${faq.id}/state`, { active: true })).toEqual([200, M.activated]);
    expect((await publicFaqs()).map((entry) => entry._id)).toContain(faq.id);
    expect((await calls.auditActions(faq.id)).map((row) => row.action)).toEqual(['faq.create', 'faq.deactivate', 'faq.activate']);
  });

  it('edits the answer (cleaned) and the store shows the new one; deletes it', async () => {
    const faq = await create(newFaq());
    const edited = await calls.send('PATCH', `/api/admin/faqs/${faq.id}`, { answerHtml: '<p>Yes.<script>x()</script></p>', topic: 'orders' });
    expect([edited.status, edited.message, edited.data.answerHtml, edited.data.topic]).toEqual([200, M.updated, '<p>Yes.</p>', 'orders']);
    expect((await publicFaqs()).find((entry) => entry._id === faq.id)?.answer).toBe('<p>Yes.</p>');
    expect(await calls.refusal('DELETE', `/api/admin/faqs/${faq.id}`)).toEqual([200, M.deleted]);
    expect((await publicFaqs()).map((entry) => entry._id)).not.toContain(faq.id);
    expect((await calls.auditActions(faq.id)).map((row) => row.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
    expect(await calls.refusal('PATCH', `/api/admin/faqs/${faq.id}`, { topic: 'care' })).toEqual([404, M.notFound]);
  });

  it('lists by topic and words, inactive ones included', async () => {
    const faq = await create(newFaq({ question: 'Which gemstones are unheated?', topic: 'diamonds', isActive: false }));
    const ids = async (query: string) => ((await calls.send('GET', `/api/admin/faqs?${query}`)).data as AdminFaq[]).map((entry) => entry.id);
    expect(await ids('q=unheated')).toEqual([faq.id]);
    expect(await ids('topic=diamonds&limit=100')).toContain(faq.id);
    expect(await ids('topic=care&limit=100')).not.toContain(faq.id);
    expect(await calls.refusal('GET', '/api/admin/faqs?topic=gossip')).toEqual([400, M.topic]);
  });

  it.each([
    ['a blank question', { question: '' }, M.question],
    ['an empty answer', { answerHtml: '   ' }, M.answer],
    ['a topic the store does not have', { topic: 'gossip' }, M.topic],
    ['an icon with spaces', { icon: 'big star' }, ADMIN_CONTENT_MESSAGES.icon],
    ['a negative order', { sortOrder: -1 }, ADMIN_CONTENT_MESSAGES.sortOrder],
  ] as Array<[string, Partial<AdminFaqCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    expect(await calls.refusal('POST', '/api/admin/faqs', newFaq(overrides))).toEqual([400, message]);
  });
});
