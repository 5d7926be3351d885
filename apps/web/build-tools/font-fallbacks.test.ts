import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackCssFile, fallbackFontFacesCss, fallbackOverrides } from './font-fallbacks';

describe('fallbackOverrides', () => {
  it('scales the fallback to the web font’s letter width and gives it the web font’s vertical metrics', () => {
    // A web font whose letters are half as wide again as the fallback's, on a different em.
    const web = { ascent: 900, descent: -300, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 600 };
    const fallback = { ascent: 1800, descent: -400, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 819.2 };
    expect(fallbackOverrides(web, fallback)).toEqual({
      sizeAdjust: '150.00%',
      ascentOverride: '60.00%',
      descentOverride: '20.00%',
      lineGapOverride: '6.67%',
    });
  });
});

describe('font-fallbacks.css', () => {
  it('holds the faces computed from the installed font files (rerun the generator after a font update)', async () => {
    expect(readFileSync(fallbackCssFile, 'utf8')).toBe(await fallbackFontFacesCss());
  });

  it('names every fallback family the theme’s font stacks list', () => {
    const css = readFileSync(fallbackCssFile, 'utf8');
    const theme = readFileSync(new URL('../src/styles/theme.css', import.meta.url), 'utf8');
    const families = new Set([...css.matchAll(/font-family: '([^']+)'/g)].map((match) => match[1]));
    expect([...families].sort()).toEqual(['Cormorant Garamond Fallback', 'Cormorant Garamond Fallback Android', 'Mulish Fallback', 'Mulish Fallback Android']);
    for (const family of families) expect(theme).toContain(`'${family}'`);
  });
});
