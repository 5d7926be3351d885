import { describe, expect, it } from 'vitest';
import { pickLocalizedList } from './localized-list';
import { pickLocalized } from './localized-text';
import { pickPieceName } from './piece-name';

describe('a catalogue text in a language', () => {
  const text = { en: 'Jhumka', hi: 'झुमका', ta: 'ஜிமிக்கி', te: ' ' };

  it('is the language’s own, else English', () => {
    expect(pickLocalized(text, 'ta')).toBe('ஜிமிக்கி');
    expect(pickLocalized(text, 'hi-IN')).toBe('झुमका');
    expect(pickLocalized(text, 'en')).toBe('Jhumka');
    expect(pickLocalized({ en: 'Ring' }, 'te')).toBe('Ring');
  });

  it('counts a blank translation as missing and reads plain text as it is', () => {
    expect(pickLocalized(text, 'te')).toBe('Jhumka');
    expect(pickLocalized('Summary', 'ta')).toBe('Summary');
    expect(pickLocalized(undefined, 'hi')).toBe('');
  });
});

describe('a list kept per language', () => {
  const terms = { en: ['Minimum order ₹5,000', 'One coupon per order'], ta: ['குறைந்தபட்ச ஆர்டர் ₹5,000'], te: [' '] };

  it('is the language’s own list, else the English one whole', () => {
    expect(pickLocalizedList(terms, 'ta-IN')).toEqual(['குறைந்தபட்ச ஆர்டர் ₹5,000']);
    expect(pickLocalizedList(terms, 'hi')).toEqual(terms.en);
    expect(pickLocalizedList(terms, 'te')).toEqual(terms.en);
    expect(pickLocalizedList(terms, 'en')).toEqual(terms.en);
    expect(pickLocalizedList(undefined, 'ta')).toEqual([]);
    expect(pickLocalizedList(['Rings only'], 'ta')).toEqual(['Rings only']);
  });
});

describe("a piece's name in a language", () => {
  it('reads its names in each language, else its English name (an order placed before they were kept)', () => {
    expect(pickPieceName({ name: 'Jhumka', localizedName: { en: 'Jhumka', ta: 'ஜிமிக்கி' } }, 'ta')).toBe('ஜிமிக்கி');
    expect(pickPieceName({ name: 'Jhumka', localizedName: { en: 'Jhumka', ta: 'ஜிமிக்கி' } }, 'te')).toBe('Jhumka');
    expect(pickPieceName({ name: 'Old Jhumka' }, 'ta')).toBe('Old Jhumka');
  });
});
