// Metric-matched fallback faces for the self-hosted fonts, written to src/styles/font-fallbacks.css.
// While a web font loads (font-display: swap) text is drawn in a system font; scaled and given the
// web font's vertical metrics, that system font takes the same room, so the swap moves nothing.
//   npx tsx apps/web/build-tools/font-fallbacks.ts    rewrites the CSS (after a font update)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import notoSerif from '@capsizecss/metrics/notoSerif';
import notoSerifBold from '@capsizecss/metrics/notoSerif/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import { fromBuffer } from '@capsizecss/unpack';

/** The metrics capsize reads from a font file (and ships for system fonts). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average width of a Latin letter, weighted by how often English uses it. */
  xWidthAvg: number;
}

/** The descriptors that make `fallback` take the room of `web` (capsize's formula). */
export function fallbackOverrides(web: FontMetrics, fallback: FontMetrics) {
  const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const scaledEm = web.unitsPerEm * sizeAdjust;
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(web.ascent / scaledEm),
    descentOverride: percent(Math.abs(web.descent) / scaledEm),
    lineGapOverride: percent(web.lineGap / scaledEm),
  };
}

interface SystemFont {
  metrics: FontMetrics;
  /** Full and PostScript names for local(): the font, then fonts with the same advance widths. */
  localNames: string[];
}

const desktopSerif = { metrics: timesNewRoman, localNames: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'] };
const desktopSerifBold = { metrics: timesNewRomanBold, localNames: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'Tinos Bold'] };
const desktopSans = { metrics: arial, localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'] };
const desktopSansBold = { metrics: arialBold, localNames: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Arimo Bold'] };
const androidSerif = { metrics: notoSerif, localNames: ['Noto Serif', 'NotoSerif-Regular'] };
const androidSerifBold = { metrics: notoSerifBold, localNames: ['Noto Serif Bold', 'NotoSerif-Bold'] };
const androidSans = { metrics: roboto, localNames: ['Roboto', 'Roboto-Regular'] };
const androidSansBold = { metrics: robotoBold, localNames: ['Roboto Bold', 'Roboto-Bold'] };

/** Each web face (as in fonts.css), the weights its fallback face answers for, and its system stand-ins. */
const FACES = [
  { family: 'Cormorant Garamond', file: 'cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2', weights: '100 500', desktop: desktopSerif, android: androidSerif },
  { family: 'Cormorant Garamond', file: 'cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2', weights: '600 900', desktop: desktopSerifBold, android: androidSerifBold },
  { family: 'Mulish', file: 'mulish/files/mulish-latin-400-normal.woff2', weights: '100 500', desktop: desktopSans, android: androidSans },
  { family: 'Mulish', file: 'mulish/files/mulish-latin-600-normal.woff2', weights: '600', desktop: desktopSansBold, android: androidSansBold },
  { family: 'Mulish', file: 'mulish/files/mulish-latin-700-normal.woff2', weights: '700 900', desktop: desktopSansBold, android: androidSansBold },
];

/** The family names the theme's font stacks list after the web font. */
export const FALLBACK_FAMILIES = { desktop: 'Fallback', android: 'Fallback Android' } as const;

export const fallbackCssFile = fileURLToPath(new URL('../src/styles/font-fallbacks.css', import.meta.url));
const require = createRequire(import.meta.url);

function fontFace(family: string, weights: string, source: string, system: SystemFont, web: FontMetrics): string {
  const overrides = fallbackOverrides(web, system.metrics);
  return [
    `/* ${source}: ascent ${web.ascent}, descent ${web.descent}, line gap ${web.lineGap}, xWidthAvg ${web.xWidthAvg} of ${web.unitsPerEm}; ${system.localNames[0]}: xWidthAvg ${system.metrics.xWidthAvg} of ${system.metrics.unitsPerEm} */`,
    '@font-face {',
    `  font-family: '${family}';`,
    '  font-style: normal;',
    `  font-weight: ${weights};`,
    `  src: ${system.localNames.map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${overrides.sizeAdjust};`,
    `  ascent-override: ${overrides.ascentOverride};`,
    `  descent-override: ${overrides.descentOverride};`,
    `  line-gap-override: ${overrides.lineGapOverride};`,
    '}',
  ].join('\n');
}

/** The whole CSS file: web metrics read from the @fontsource woff2 files, system metrics from @capsizecss/metrics. */
export async function fallbackFontFacesCss(): Promise<string> {
  const rules: string[] = [];
  for (const platform of ['desktop', 'android'] as const) {
    for (const face of FACES) {
      const file = require.resolve(`@fontsource/${face.file}`);
      const web = await fromBuffer(readFileSync(file));
      rules.push(fontFace(`${face.family} ${FALLBACK_FAMILIES[platform]}`, face.weights, path.basename(file), face[platform], web));
    }
  }
  const header = [
    '/*',
    ' * Generated by apps/web/build-tools/font-fallbacks.ts (do not edit; rerun it after a font update).',
    ' * Metric-matched stand-ins for the web fonts while they load: Times New Roman and Arial (and',
    ' * their metric twins Liberation and Tinos/Arimo on Linux) on desktops, Noto Serif and Roboto on',
    " * Android. Numbers: capsize's formula from the fonts' hhea metrics and average letter widths.",
    ' */',
  ].join('\n');
  return `${header}\n${rules.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(fallbackCssFile, await fallbackFontFacesCss());
  console.log(`Wrote ${path.relative(process.cwd(), fallbackCssFile)}`);
}
