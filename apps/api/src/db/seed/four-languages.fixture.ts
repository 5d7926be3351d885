import { expect } from 'vitest';

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /\p{Script=Tamil}/u;
const TELUGU = /\p{Script=Telugu}/u;
const INDIAN_SCRIPTS = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'];
/** Scripts of India other than the one a text is written in. */
const otherThan = (script: string) => new RegExp(`[${INDIAN_SCRIPTS.filter((name) => name !== script).map((name) => `\\p{Script=${name}}`).join('')}]`, 'u');
const OTHER_THAN = { ta: otherThan('Tamil'), te: otherThan('Telugu') };

/** Tamil in Tamil script and Telugu in Telugu script, neither mixed with another Indian script; the seed tests' one rule. */
export function expectFourLanguages(text: { en: string; hi: string; ta: string; te: string }, where: string) {
  expect(text.hi, where).toMatch(DEVANAGARI);
  expect(text.ta, where).toMatch(TAMIL);
  expect(text.ta, where).not.toMatch(OTHER_THAN.ta);
  expect(text.te, where).toMatch(TELUGU);
  expect(text.te, where).not.toMatch(OTHER_THAN.te);
}
