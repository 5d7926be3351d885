import { chainLengthWords, metalColourWords, sizeWords } from './piece-details';
import type { VariantInput } from './product-builder';
import type { MetalTone } from './seed-types';

/** Ring sizes (Indian sizes), each a little dearer as the band grows. */
export function ringSizes(rupees: number, step: number, stocks: number[]): VariantInput[] {
  return stocks.map((stock, i) => {
    const size = String(10 + 2 * i);
    return { name: `Size ${size}`, attribute: { name: 'Size', value: size, displayValue: sizeWords(size) }, rupees: rupees + step * i, stock };
  });
}

/** Bangle sizes 2.4 / 2.6 / 2.8 (inner diameter in inches, as Indian shops sell them). */
export function bangleSizes(rupees: number, step: number, stocks: number[]): VariantInput[] {
  return stocks.map((stock, i) => {
    const size = (2.4 + 0.2 * i).toFixed(1);
    return { name: `Size ${size}`, attribute: { name: 'Size', value: size, displayValue: sizeWords(size) }, rupees: rupees + step * i, stock };
  });
}

/** Chain lengths 16 / 18 / 20 in; more chain, more metal, higher price. */
export function chainLengths(rupees: number, step: number, stocks: number[]): VariantInput[] {
  return stocks.map((stock, i) => {
    const inches = String(16 + 2 * i);
    return { name: `${inches} in`, attribute: { name: 'Chain Length', value: inches, displayValue: chainLengthWords(inches) }, rupees: rupees + step * i, stock };
  });
}

const COLOUR_TONE: Record<'Yellow Gold' | 'Rose Gold' | 'White Gold', MetalTone> = {
  'Yellow Gold': 'gold',
  'Rose Gold': 'rose-gold',
  'White Gold': 'platinum',
};

/** Metal colour options; the first is the product's own colour. */
export function metalColours(options: [colour: keyof typeof COLOUR_TONE, rupees: number, stock: number][]): VariantInput[] {
  return options.map(([colour, rupees, stock]) => ({
    name: colour,
    attribute: { name: 'Metal Colour', value: colour, displayValue: metalColourWords(colour) },
    metal: COLOUR_TONE[colour],
    rupees,
    stock,
  }));
}
