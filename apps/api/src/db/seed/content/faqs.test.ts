import { describe, expect, it } from 'vitest';
import { expectFourLanguages } from '../four-languages.fixture';
import { SEED_FAQS } from './faqs';

/** An answer's markup without its words: each tag in order, with its link. */
const markupOf = (html: string) => [...html.matchAll(/<\/?([a-z]+)(?:\s+href="([^"]*)")?[^>]*>/g)].map(([, tag, href]) => (href ? `${tag} ${href}` : tag));

describe('the demo FAQs', () => {
  it('ask and answer every question in English, Hindi, Tamil and Telugu, each in its own script', () => {
    expect(SEED_FAQS.length).toBeGreaterThanOrEqual(15);
    for (const faq of SEED_FAQS) {
      const where = faq.question.en;
      expectFourLanguages(faq.question, `${where} (question)`);
      if (faq.subtitle) expectFourLanguages(faq.subtitle, `${where} (subtitle)`);
      expectFourLanguages(faq.answer, `${where} (answer)`);
    }
  });

  it('keep the English answer’s markup and links in every language: only the words are translated', () => {
    for (const faq of SEED_FAQS) {
      const markup = markupOf(faq.answer.en);
      expect(markup.length, faq.question.en).toBeGreaterThan(0);
      for (const language of ['hi', 'ta', 'te'] as const) expect(markupOf(faq.answer[language]), `${faq.question.en} (${language})`).toEqual(markup);
    }
  });
});
