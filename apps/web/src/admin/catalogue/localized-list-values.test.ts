import { describe, expect, it } from 'vitest';
import { listOf, listValuesOf } from './localized-list-values';

describe('a list per language in the staff forms (skills, address lines, coupon terms)', () => {
  it("shows each language's saved list in its box, one a line or comma-separated, an unwritten language empty", () => {
    const terms = { en: ['Rings only', 'One coupon per order'], ta: ['மோதிரங்களுக்கு மட்டும்'] };
    expect(listValuesOf(terms, 'line')).toEqual({ en: 'Rings only\nOne coupon per order', hi: '', ta: 'மோதிரங்களுக்கு மட்டும்', te: '' });
    expect(listValuesOf({ en: ['Kundan', 'Polki'] }, 'comma')).toEqual({ en: 'Kundan, Polki', hi: '', ta: '', te: '' });
    expect(listValuesOf(undefined, 'line')).toEqual({ en: '', hi: '', ta: '', te: '' });
  });

  it('reads the boxes back as lists: items trimmed, blank ones and a Windows line end dropped, every language sent', () => {
    const values = { en: ' Rings only \r\n\r\nOne coupon per order\n', hi: '', ta: 'மோதிரங்களுக்கு மட்டும்\n  ', te: '  ' };
    expect(listOf(values, 'line')).toEqual({ en: ['Rings only', 'One coupon per order'], hi: [], ta: ['மோதிரங்களுக்கு மட்டும்'], te: [] });
    expect(listOf({ en: 'Kundan, ,Polki', hi: '', ta: '', te: 'జుమ్కాలు' }, 'comma')).toEqual({ en: ['Kundan', 'Polki'], hi: [], ta: [], te: ['జుమ్కాలు'] });
  });
});
