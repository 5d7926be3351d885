import { describe, expect, it } from 'vitest';
import { makeVariant } from '../test/fixtures';
import { getVariantLabel } from './variant-label';

describe('getVariantLabel', () => {
  it("names an option in the shopper's language where every attribute of it is written so, else by the variant's name", () => {
    const colourAndSize = makeVariant({
      variantName: 'Rose Gold, Size 12',
      attributes: [
        { name: 'Metal Colour', value: 'Rose Gold', displayValue: { en: 'Rose Gold', te: 'రోజ్ గోల్డ్', ta: 'ரோஸ் கோல்டு' } },
        { name: 'Size', value: '12', displayValue: { en: 'Size 12', te: 'సైజు 12', ta: ' ' } },
      ],
    });
    expect(getVariantLabel(colourAndSize, 'te')).toBe('రోజ్ గోల్డ్, సైజు 12');
    expect(getVariantLabel(colourAndSize, 'ta')).toBe('Rose Gold, Size 12');
    expect(getVariantLabel(colourAndSize, 'en')).toBe('Rose Gold, Size 12');
    expect(getVariantLabel(makeVariant({ variantName: 'Plain', attributes: [] }), 'hi')).toBe('Plain');
  });
});
