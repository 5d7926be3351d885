import { describe, expect, it } from 'vitest';
import { GIFT_MESSAGES, getGiftWrapCharge, normaliseGiftMessage } from './gift';

describe('the gift message', () => {
  it('is trimmed, keeps its lines, and blank is none', () => {
    expect(normaliseGiftMessage('  Happy birthday,\r\nMaa  ')).toEqual({ ok: true, message: 'Happy birthday,\nMaa' });
    expect(normaliseGiftMessage('   ')).toEqual({ ok: true, message: null });
    expect(normaliseGiftMessage(undefined)).toEqual({ ok: true, message: null });
  });

  it('holds at most 200 characters as a reader counts them', () => {
    expect(normaliseGiftMessage('a'.repeat(200))).toEqual({ ok: true, message: 'a'.repeat(200) });
    expect(normaliseGiftMessage(` ${'a'.repeat(200)} `)).toEqual({ ok: true, message: 'a'.repeat(200) });
    expect(normaliseGiftMessage('a'.repeat(201))).toEqual({ ok: false, message: GIFT_MESSAGES.messageTooLong });
    expect(GIFT_MESSAGES.messageTooLong).toBe('The gift message can be at most 200 characters');
    // 200 Devanagari syllables are 400 code units, and still 200 characters.
    expect(normaliseGiftMessage('कि'.repeat(200)).ok).toBe(true);
  });
});

describe('the gift wrap charge', () => {
  it('is the store price, GST included at the jewellery rate (3 %)', () => {
    // ₹150 contains ₹4.37 of GST: 150 x 100 / 103 = 145.631 -> ₹145.63 taxable.
    expect(getGiftWrapCharge(true, 15_000, 3)).toEqual({ chargePaise: 15_000, taxablePaise: 14_563, gstPaise: 437 });
  });

  it('follows the rate it is given (the jewellery rate from the settings)', () => {
    expect(getGiftWrapCharge(true, 10_300, 3)).toEqual({ chargePaise: 10_300, taxablePaise: 10_000, gstPaise: 300 });
    expect(getGiftWrapCharge(true, 15_000, 0)).toEqual({ chargePaise: 15_000, taxablePaise: 15_000, gstPaise: 0 });
  });

  it('costs nothing without a wrap, or when the store gives wraps free', () => {
    expect(getGiftWrapCharge(false, 15_000, 3)).toEqual({ chargePaise: 0, taxablePaise: 0, gstPaise: 0 });
    expect(getGiftWrapCharge(true, 0, 3)).toEqual({ chargePaise: 0, taxablePaise: 0, gstPaise: 0 });
  });
});
