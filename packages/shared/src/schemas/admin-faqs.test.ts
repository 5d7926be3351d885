import { describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES } from './admin-content';
import { ADMIN_FAQ_MESSAGES as M, adminFaqUpdateSchema } from './admin-faqs';

const answerOf = (answerHtml: unknown) => adminFaqUpdateSchema.safeParse({ answerHtml });

describe("an FAQ's answer per language (the blog's rich text field)", () => {
  it('trims a translation and leaves a blank one out, so the store shows the English', () => {
    expect(answerOf({ en: '<p>Yes.</p>', hi: '  ', ta: ' <p>ஆமாம்.</p>\n', te: '' }).data?.answerHtml).toEqual({ en: '<p>Yes.</p>', ta: '<p>ஆமாம்.</p>' });
  });

  it('needs its English and keeps each language to 100000 characters', () => {
    expect(answerOf({ en: ' ', ta: '<p>ஆமாம்.</p>' }).error?.issues[0]?.message).toBe(M.answer);
    expect(answerOf({ hi: '<p>हाँ।</p>' }).error?.issues[0]?.message).toBe(M.answer);
    expect(answerOf({ en: '<p>Yes.</p>', te: 'అ'.repeat(100_001) }).error?.issues[0]?.message).toBe(ADMIN_CONTENT_MESSAGES.html);
  });
});
