import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_LANGUAGE_MESSAGE } from '@aabhushan/shared/schemas/admin-catalogue-fields';
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
  question: { en: 'Do you engrave in Tamil?' },
  answerHtml: { en: '<p>Yes, in any script.</p>' },
  topic: 'custom',
  ...overrides,
});
/** English with its Hindi, Tamil and Telugu. */
const four = (en: string, hi: string, ta: string, te: string) => ({ en, hi, ta, te });
async function create(body: AdminFaqCreateInput): Promise<AdminFaq> {
  const answer = await calls.send('POST', '/api/admin/faqs', body);
  expect(answer.status, answer.body).toBe(201);
  return answer.data as AdminFaq;
}
const publicFaqs = async () => (await calls.publicData<Faq[]>('/api/public/faq?limit=1000')).data;

describe('/api/admin/faqs', () => {
  it('creates an FAQ shoppers see at once, with a hostile answer stored clean, audited', async () => {
    expect((await publicFaqs()).some((faq) => faq.question.en === 'Is it safe?')).toBe(false);
    const faq = await create(newFaq({ question: { en: 'Is it safe?' }, answerHtml: { en: HOSTILE_ANSWER, ta: HOSTILE_ANSWER } }));
    expect(faq).toMatchObject({ icon: 'sparkle', sortOrder: 0, isActive: true, subtitle: null });
    const [row] = await t.database.db.select({ answerHtml: faqs.answerHtml }).from(faqs).where(eq(faqs.id, faq.id));
    const shown = (await publicFaqs()).find((entry) => entry._id === faq.id);
    for (const answer of [row!.answerHtml, faq.answerHtml, shown!.answer]) {
      expect(Object.keys(answer)).toEqual(['en', 'ta']);
      for (const html of Object.values(answer)) {
        expect(html).not.toMatch(/<script|onclick|javascript:/i);
        expect(html).toContain('<a href="/faq">there</a>');
      }
    }
    expect(await calls.auditActions(faq.id)).toEqual([{ action: 'faq.create', actorId: staff.userId, entityType: 'faq', before: null, after: faq }]);
  });

  it('hides an FAQ from the store and shows it again, each audited', async () => {
    const faq = await create(newFaq({ question: { en: 'Can I switch it off?' } }));
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
    const edited = await calls.send('PATCH', `/api/admin/faqs/${faq.id}`, { answerHtml: { en: '<p>Yes.<script>x()</script></p>', hi: '<p>हाँ।<script>x()</script></p>' }, topic: 'orders' });
    expect([edited.status, edited.message, edited.data.answerHtml, edited.data.topic]).toEqual([200, M.updated, { en: '<p>Yes.</p>', hi: '<p>हाँ।</p>' }, 'orders']);
    expect((await publicFaqs()).find((entry) => entry._id === faq.id)?.answer).toEqual({ en: '<p>Yes.</p>', hi: '<p>हाँ।</p>' });
    expect(await calls.refusal('DELETE', `/api/admin/faqs/${faq.id}`)).toEqual([200, M.deleted]);
    expect((await publicFaqs()).map((entry) => entry._id)).not.toContain(faq.id);
    expect((await calls.auditActions(faq.id)).map((row) => row.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
    expect(await calls.refusal('PATCH', `/api/admin/faqs/${faq.id}`, { topic: 'care' })).toEqual([404, M.notFound]);
  });

  it('lists by topic and words, inactive ones included', async () => {
    const faq = await create(newFaq({ question: { en: 'Which gemstones are unheated?' }, topic: 'diamonds', isActive: false }));
    const ids = async (query: string) => ((await calls.send('GET', `/api/admin/faqs?${query}`)).data as AdminFaq[]).map((entry) => entry.id);
    expect(await ids('q=unheated')).toEqual([faq.id]);
    expect(await ids('topic=diamonds&limit=100')).toContain(faq.id);
    expect(await ids('topic=care&limit=100')).not.toContain(faq.id);
    expect(await calls.refusal('GET', '/api/admin/faqs?topic=gossip')).toEqual([400, M.topic]);
  });

  it.each([
    ['a blank question', { question: { en: '' } }, M.question],
    ['a question in one language only (not per language)', { question: 'Do you engrave?' }, M.question],
    ['a question with its Tamil but a blank English', { question: { en: ' ', ta: 'பொறிப்பீர்களா?' } }, M.question],
    ['a Tamil question over 300 characters', { question: { en: 'Do you engrave?', ta: 'க'.repeat(301) } }, M.question],
    ['a Hindi subtitle over 200 characters', { subtitle: { en: 'Engraving', hi: 'ख'.repeat(201) } }, M.subtitle],
    ['a subtitle in Telugu without its English', { subtitle: { en: '', te: 'చెక్కడం' } }, M.subtitleNeedsEnglish],
    ['an empty answer', { answerHtml: { en: '   ' } }, M.answer],
    ['an answer with its Hindi but no English', { answerHtml: { hi: '<p>हाँ।</p>' } }, M.answer],
    ['a Telugu answer over 100000 characters', { answerHtml: { en: '<p>Yes.</p>', te: `<p>${'అ'.repeat(100_000)}</p>` } }, ADMIN_CONTENT_MESSAGES.html],
    ['a topic the store does not have', { topic: 'gossip' }, M.topic],
    ['an icon with spaces', { icon: 'big star' }, ADMIN_CONTENT_MESSAGES.icon],
    ['a negative order', { sortOrder: -1 }, ADMIN_CONTENT_MESSAGES.sortOrder],
  ] as Array<[string, Partial<AdminFaqCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    expect(await calls.refusal('POST', '/api/admin/faqs', newFaq(overrides))).toEqual([400, message]);
  });

  it('keeps the question, subtitle and answer in four languages; a blank translation or subtitle is left out', async () => {
    const faq = await create(
      newFaq({
        question: four('Do you make thalis?', 'क्या आप मंगलसूत्र बनाते हैं?', 'தாலி செய்து தருவீர்களா?', 'మంగళసూత్రం చేసి ఇస్తారా?'),
        subtitle: { en: 'Thali', hi: ' ', ta: 'தாலி', te: '' },
        answerHtml: { en: '<p>Yes.</p>', hi: '<p>हाँ।</p>', ta: '  \n ', te: '<p>అవును.</p>' },
      }),
    );
    expect([faq.question.ta, faq.subtitle, faq.answerHtml]).toEqual(['தாலி செய்து தருவீர்களா?', { en: 'Thali', ta: 'தாலி' }, { en: '<p>Yes.</p>', hi: '<p>हाँ।</p>', te: '<p>అవును.</p>' }]);
    const shown = (await publicFaqs()).find((entry) => entry._id === faq.id)!;
    expect([shown.question, shown.subtitle, shown.answer]).toEqual([faq.question, faq.subtitle, faq.answerHtml]);
    const cleared = await calls.send('PATCH', `/api/admin/faqs/${faq.id}`, { subtitle: { en: '  ' } });
    expect([cleared.status, cleared.data.subtitle]).toEqual([200, null]);
    expect((await publicFaqs()).find((entry) => entry._id === faq.id)?.subtitle).toBeNull();
  });

  it('finds a question by its words in any of the four languages', async () => {
    const faq = await create(newFaq({ question: four('Do you sell jhumkas?', 'क्या आप झुमके बेचते हैं?', 'ஜிமிக்கி விற்கிறீர்களா?', 'జుమ్కాలు అమ్ముతారా?'), answerHtml: { en: '<p>Yes.</p>', te: '<p>చెవి జుమ్కాలు ఉన్నాయి.</p>' } }));
    const ids = async (q: string) => ((await calls.send('GET', `/api/admin/faqs?q=${encodeURIComponent(q)}&limit=100`)).data as AdminFaq[]).map((entry) => entry.id);
    for (const words of ['jhumkas', 'झुमके', 'ஜிமிக்கி', 'జుమ్కాలు అమ్ముతారా', 'చెవి జుమ్కాలు']) expect(await ids(words), words).toEqual([faq.id]);
  });
});

describe('GET /api/admin/faqs?missing=', () => {
  it('finds the FAQs with a text written in English but not in a language; no subtitle needs none', async () => {
    const whole = four('Bhasha whole?', 'पूरा?', 'முழுமையா?', 'పూర్తిగా?');
    const answer = four('<p>Yes.</p>', '<p>हाँ।</p>', '<p>ஆம்.</p>', '<p>అవును.</p>');
    await create(newFaq({ question: whole, answerHtml: answer }));
    await create(newFaq({ question: { ...whole, en: 'Bhasha answer without Tamil?' }, answerHtml: { ...answer, ta: undefined } }));
    await create(newFaq({ question: { ...whole, en: 'Bhasha subtitle without Hindi?' }, subtitle: { en: 'A line', ta: 'ஒரு வரி', te: 'ఒక వాక్యం' }, answerHtml: answer }));
    await create(newFaq({ question: { en: 'Bhasha in English only?' }, answerHtml: { en: '<p>Yes.</p>' } }));
    const questions = async (missing: string) => {
      const listed = await calls.send('GET', `/api/admin/faqs?q=Bhasha&limit=100&missing=${missing}`);
      expect(listed.status, listed.body).toBe(200);
      return (listed.data as AdminFaq[]).map((faq) => faq.question.en).sort();
    };
    expect(await questions('ta')).toEqual(['Bhasha answer without Tamil?', 'Bhasha in English only?']);
    expect(await questions('hi')).toEqual(['Bhasha in English only?', 'Bhasha subtitle without Hindi?']);
    expect(await questions('te')).toEqual(['Bhasha in English only?']);
    expect(await calls.refusal('GET', '/api/admin/faqs?missing=english')).toEqual([400, MISSING_LANGUAGE_MESSAGE]);
  });
});
