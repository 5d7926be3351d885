import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized-text';

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
