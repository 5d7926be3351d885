import { describe, expect, it } from 'vitest';
import '../../../i18n/bundles/content';
import { createI18n, loadLanguage } from '../../../i18n/i18n';
import type { LanguageCode } from '../../../lib/localized';
import { writeReadTime } from './read-time';

async function tIn(language: LanguageCode) {
  await loadLanguage(language);
  return createI18n(language).getFixedT(language);
}

describe('writeReadTime', () => {
  it("words the API's read time in the page's language, and leaves anything else as it came", async () => {
    expect(writeReadTime(await tIn('en'), '4 min read')).toBe('4 min read');
    expect(writeReadTime(await tIn('hi'), '12 min read')).toBe('12 मिनट में पढ़ें');
    expect(writeReadTime(await tIn('ta'), '4 min read')).toBe('4 நிமிட வாசிப்பு');
    expect(writeReadTime(await tIn('te'), '4 min read')).toBe('4 నిమిషాల చదువు');
    expect(writeReadTime(await tIn('ta'), 'soon')).toBe('soon');
  });
});
