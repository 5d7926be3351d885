import { describe, expect, it } from 'vitest';
import { expectFourLanguages } from '../four-languages.fixture';
import { SEED_TESTIMONIALS } from './people';

describe('demo testimonials', () => {
  it('give every customer\'s words, and every designation, in the four languages, each in its own script', () => {
    expect(SEED_TESTIMONIALS.length).toBeGreaterThanOrEqual(10);
    for (const { name, text, designation } of SEED_TESTIMONIALS) {
      expectFourLanguages(text, `${name}'s words`);
      if (designation) expectFourLanguages(designation, `${name}'s designation`);
    }
    // Some are left without one: the store shows them as 'Customer'.
    expect(SEED_TESTIMONIALS.some(({ designation }) => !designation)).toBe(true);
  });
});
