import { describe, expect, it } from 'vitest';
import { createI18n, loadLanguage } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code);
import { writeCalendarDate, writeIndianDate, writeIndianDateTime } from './date-text';

async function tIn(language: (typeof LANGUAGE_CODES)[number]) {
  await loadLanguage(language);
  return createI18n(language).getFixedT(language);
}

describe('writeCalendarDate', () => {
  it('writes a calendar day with the month named in each language', async () => {
    expect(writeCalendarDate(await tIn('en'), '2026-01-05')).toBe('5 January 2026');
    expect(writeCalendarDate(await tIn('en'), '2026-11-29T00:00:00Z')).toBe('29 November 2026');
    expect(writeCalendarDate(await tIn('hi'), '2026-02-28')).toBe('28 फ़रवरी 2026');
    expect(writeCalendarDate(await tIn('ta'), '2026-12-01')).toBe('1 டிசம்பர், 2026');
    expect(writeCalendarDate(await tIn('te'), '2026-07-15')).toBe('15 జులై, 2026');
  });

  it('names all twelve months in every language', async () => {
    for (const language of LANGUAGE_CODES) {
      const t = await tIn(language);
      const names = Array.from({ length: 12 }, (_, index) => writeCalendarDate(t, `2026-${String(index + 1).padStart(2, '0')}-10`));
      expect(new Set(names).size, language).toBe(12);
      for (const name of names) expect(name, language).not.toMatch(/common\.|undefined|\b(1[0-2]|[1-9]) 2026/);
    }
  });

  it('answers null for what is not a day', async () => {
    const t = await tIn('en');
    for (const text of ['', '2026-13-01', '2026-02-30', '29/11/2026', 'soon']) expect(writeCalendarDate(t, text), text).toBeNull();
  });
});

describe('writeIndianDate', () => {
  it('writes the day an instant falls on in India', async () => {
    const t = await tIn('en');
    expect(writeIndianDate(t, new Date('2026-11-28T18:29:59Z'))).toBe('28 November 2026');
    expect(writeIndianDate(t, new Date('2026-11-28T18:30:00Z'))).toBe('29 November 2026');
    expect(writeIndianDate(t, new Date('2026-12-31T20:00:00Z'))).toBe('1 January 2027');
    expect(writeIndianDate(await tIn('ta'), new Date('2026-12-31T20:00:00Z'))).toBe('1 ஜனவரி, 2027');
  });
});

describe('writeIndianDateTime', () => {
  it("writes an instant as India's clock shows it, whatever the browser's zone", async () => {
    const t = await tIn('en');
    expect(writeIndianDateTime(t, new Date('2026-11-29T12:00:00Z'))).toBe('29 November, 5:30 pm');
    expect(writeIndianDateTime(t, new Date('2026-11-29T18:29:00Z'))).toBe('29 November, 11:59 pm');
    expect(writeIndianDateTime(t, new Date('2026-11-29T18:30:00Z'))).toBe('30 November, 12:00 am');
    expect(writeIndianDateTime(t, new Date('2026-12-31T06:35:00Z'))).toBe('31 December, 12:05 pm');
    expect(writeIndianDateTime(t, new Date('2026-03-01T03:00:00Z'))).toBe('1 March, 8:30 am');
  });

  it('uses each language’s words for morning and afternoon', async () => {
    const noon = new Date('2026-11-29T09:30:00Z');
    expect(writeIndianDateTime(await tIn('hi'), noon)).toBe('29 नवंबर, 3:00 pm');
    expect(writeIndianDateTime(await tIn('ta'), noon)).toBe('29 நவம்பர், பிற்பகல் 3:00');
    expect(writeIndianDateTime(await tIn('te'), noon)).toBe('29 నవంబర్, అపరాహ్నం 3:00');
  });
});
