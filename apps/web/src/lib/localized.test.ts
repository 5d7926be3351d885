import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized';

describe('pickLocalized', () => {
  const name = { en: 'Kundan Necklace', hi: 'कुंदन हार', ta: '' };

  it('shows the current language', () => {
    expect(pickLocalized(name, 'hi')).toBe('कुंदन हार');
    expect(pickLocalized(name, 'hi-IN')).toBe('कुंदन हार');
  });

  it('falls back to English when the translation is missing or blank', () => {
    expect(pickLocalized(name, 'te')).toBe('Kundan Necklace');
    expect(pickLocalized(name, 'ta')).toBe('Kundan Necklace');
    expect(pickLocalized(name, 'en')).toBe('Kundan Necklace');
  });

  it('passes plain strings through and treats nothing as empty', () => {
    expect(pickLocalized('Plain', 'hi')).toBe('Plain');
    expect(pickLocalized(undefined, 'hi')).toBe('');
  });
});
