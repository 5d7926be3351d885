import { describe, expect, it } from 'vitest';
import { SEED_COUPONS } from './coupons';
import { expectFourLanguages } from './four-languages.fixture';

describe('demo coupons\' words', () => {
  it('give every title, description and line of terms in the four languages, each in its own script', () => {
    for (const { code, title, description, terms } of SEED_COUPONS) {
      expectFourLanguages(title, `${code} title`);
      expectFourLanguages(description, `${code} description`);
      expect(terms.en.length, code).toBeGreaterThan(0);
      for (const language of ['hi', 'ta', 'te'] as const) expect(terms[language], `${code} terms in ${language}`).toHaveLength(terms.en.length);
      terms.en.forEach((line, index) => expectFourLanguages({ en: line, hi: terms.hi[index]!, ta: terms.ta[index]!, te: terms.te[index]! }, `${code} terms, line ${index + 1}`));
    }
  });
});
