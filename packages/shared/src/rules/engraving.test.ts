import { describe, expect, it } from 'vitest';
import { countCharacters, ENGRAVING_MESSAGES, engravingTooLong, isReturnableLine, judgeEngraving, normaliseEngraving } from './engraving';

describe('engraving text', () => {
  it.each([
    ['A & R', 'A & R'],
    ["Mom's ♥", "Mom's ♥"],
    ['12.05.2026', '12.05.2026'],
    ['Anya-Rohan', 'Anya-Rohan'],
    ['सदा तुम्हारा', 'सदा तुम्हारा'],
    ['Zoë', 'Zoë'],
    ['२०२६', '२०२६'],
  ])('accepts %j', (text, kept) => {
    expect(judgeEngraving(text, 20)).toEqual({ ok: true, text: kept });
  });

  it('trims, composes accents and takes the emoji heart as ♥', () => {
    expect(judgeEngraving('  A ♥ R  ', 12)).toEqual({ ok: true, text: 'A ♥ R' });
    expect(judgeEngraving('Zoe\u0308', 12)).toEqual({ ok: true, text: 'Zoë' });
    expect(normaliseEngraving('I \u2665\ufe0f U')).toBe('I ♥ U');
  });

  it('is no engraving when blank, on any piece', () => {
    expect(judgeEngraving('   ', null)).toEqual({ ok: true, text: null });
    expect(judgeEngraving(undefined, 12)).toEqual({ ok: true, text: null });
    expect(judgeEngraving(null, null)).toEqual({ ok: true, text: null });
  });

  it('refuses text on a piece that is not engraved', () => {
    expect(judgeEngraving('Anya', null)).toEqual({ ok: false, message: ENGRAVING_MESSAGES.notAllowed });
    expect(judgeEngraving('Anya', 0)).toEqual({ ok: false, message: ENGRAVING_MESSAGES.notAllowed });
  });

  it.each(['A@R', 'I 😀 U', 'A_R', 'love!', 'A/R', 'நன்றி', 'A\tR', 'a\u0301\u0301'.slice(1), '"A"', '१।२', 'Ж'])('refuses %j with the sentence on characters', (text) => {
    expect(judgeEngraving(text, 40)).toEqual({ ok: false, message: ENGRAVING_MESSAGES.characters });
  });

  it('counts characters as a reader sees them, at most the maximum', () => {
    expect(judgeEngraving('ABCDEFGHIJKL', 12)).toEqual({ ok: true, text: 'ABCDEFGHIJKL' });
    expect(judgeEngraving('ABCDEFGHIJKLM', 12)).toEqual({ ok: false, message: 'Engraving can be at most 12 characters' });
    expect(engravingTooLong(12)).toBe('Engraving can be at most 12 characters');
    // Accents and vowel signs belong to their letter: 'तुम्हारा' is fewer characters than code units.
    expect(countCharacters('Zoe\u0308')).toBe(3);
    expect(countCharacters('कि')).toBe(1);
    expect(countCharacters('♥♥')).toBe(2);
    expect(judgeEngraving('कि'.repeat(12), 12)).toEqual({ ok: true, text: 'कि'.repeat(12) });
  });

  it('checks the characters before the length', () => {
    expect(judgeEngraving('@'.repeat(30), 12)).toEqual({ ok: false, message: ENGRAVING_MESSAGES.characters });
  });

  it('makes an engraved line not returnable', () => {
    expect(isReturnableLine({ engraving: 'A ♥ R' })).toBe(false);
    expect(isReturnableLine({ engraving: null })).toBe(true);
  });
});
