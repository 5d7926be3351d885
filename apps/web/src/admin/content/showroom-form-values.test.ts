import { describe, expect, it } from 'vitest';
import { adminShowroomUpdateSchema, type AdminShowroom } from '@aabhushan/shared/schemas/admin-showrooms';
import { showroomBodyOf, showroomValuesOf } from './showroom-form-values';

describe('the showroom form', () => {
  it('holds each language’s address one line a row, and sends back each language’s lines', () => {
    const showroom = {
      name: { en: 'Mumbai, Zaveri Bazaar' },
      addressLines: { en: ['112 Sheikh Memon Street, Zaveri Bazaar', 'Mumbai 400002'], hi: ['112, शेख़ मेमन स्ट्रीट, ज़वेरी बाज़ार, मुंबई 400002'] },
      city: { en: 'Mumbai' },
    } as AdminShowroom;
    const values = showroomValuesOf(showroom);
    expect(values.addressLines.en).toBe('112 Sheikh Memon Street, Zaveri Bazaar\nMumbai 400002');
    const body = showroomBodyOf({ ...values, addressLines: { ...values.addressLines, ta: '112, ஷேக் மேமன் தெரு\r\n\r\nமும்பை 400002 ' } });
    expect(adminShowroomUpdateSchema.parse(body).addressLines).toEqual({
      en: ['112 Sheikh Memon Street, Zaveri Bazaar', 'Mumbai 400002'],
      hi: ['112, शेख़ मेमन स्ट्रीट, ज़वेरी बाज़ार, मुंबई 400002'],
      ta: ['112, ஷேக் மேமன் தெரு', 'மும்பை 400002'],
    });
  });
});
