import { createRequire } from 'node:module';
import { COLORS, type Doc } from './invoice-pdf-kit';

/**
 * Text a shopper wrote (an engraving, a gift card's message) on a PDF: it may be Latin or
 * Devanagari and hold a ♥. Mulish has neither Devanagari nor the heart, so Devanagari runs are
 * set in Noto Sans Devanagari (the storefront's font package, which the API depends on itself)
 * and the heart is drawn as a shape.
 */
const require = createRequire(import.meta.url);
function findDevanagariFont(): string | null {
  try {
    return require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff');
  } catch {
    return null;
  }
}
const DEVANAGARI_FONT = findDevanagariFont();
const registered = new WeakSet<Doc>();

type Run = { kind: 'latin' | 'devanagari' | 'heart'; text: string };
// eslint-disable-next-line no-misleading-character-class -- one code point at a time is tested: ZWJ and ZWNJ join Devanagari letters
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u200c\u200d]/;

function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const kind: Run['kind'] = char === '♥' ? 'heart' : DEVANAGARI.test(char) || (/\p{M}/u.test(char) && runs.at(-1)?.kind === 'devanagari') ? 'devanagari' : 'latin';
    const last = runs.at(-1);
    if (last && last.kind === kind && kind !== 'heart') last.text += char;
    else runs.push({ kind, text: char });
  }
  return runs;
}

function useFont(doc: Doc, kind: Run['kind'], weight: 'regular' | 'bold', size: number): void {
  if (kind === 'devanagari' && DEVANAGARI_FONT) {
    if (!registered.has(doc)) {
      doc.registerFont('devanagari', DEVANAGARI_FONT);
      registered.add(doc);
    }
    doc.font('devanagari').fontSize(size);
  } else doc.font(weight).fontSize(size);
}

function widthOfRun(doc: Doc, run: Run, weight: 'regular' | 'bold', size: number): number {
  if (run.kind === 'heart') return size * 0.85;
  useFont(doc, run.kind, weight, size);
  return doc.widthOfString(run.text);
}

function drawHeart(doc: Doc, x: number, y: number, size: number, color: string): void {
  const w = size * 0.7;
  const top = y + size * 0.3;
  const cx = x + w / 2 + size * 0.05;
  doc.save().fillColor(color);
  doc
    .moveTo(cx, top + w * 0.85)
    .bezierCurveTo(cx - w * 0.9, top + w * 0.3, cx - w * 0.45, top - w * 0.25, cx, top + w * 0.15)
    .bezierCurveTo(cx + w * 0.45, top - w * 0.25, cx + w * 0.9, top + w * 0.3, cx, top + w * 0.85)
    .fill();
  doc.restore();
}

export interface MixedTextOptions {
  size?: number;
  weight?: 'regular' | 'bold';
  color?: string;
  width: number;
  align?: 'left' | 'center';
  /** Only measure: answer the height without drawing. */
  measure?: boolean;
}

/** Draws the text at (x, y), wrapped at spaces within `width`, its lines kept; answers the height it took. */
export function drawMixedText(doc: Doc, text: string, x: number, y: number, { size = 10, weight = 'regular', color = COLORS.text, width, align = 'left', measure = false }: MixedTextOptions): number {
  const lineHeight = size * 1.45;
  const lines: Run[][] = [];
  for (const paragraph of text.split('\n')) {
    let line: Run[] = [];
    let lineWidth = 0;
    for (const word of paragraph.split(/(?<= )/)) {
      const runs = runsOf(word);
      const wordWidth = runs.reduce((sum, run) => sum + widthOfRun(doc, run, weight, size), 0);
      if (line.length > 0 && lineWidth + wordWidth > width) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      }
      line.push(...runs);
      lineWidth += wordWidth;
    }
    lines.push(line);
  }
  if (measure) return lines.length * lineHeight;
  lines.forEach((line, index) => {
    const lineWidth = line.reduce((sum, run) => sum + widthOfRun(doc, run, weight, size), 0);
    let cursor = align === 'center' ? x + Math.max(0, (width - lineWidth) / 2) : x;
    const top = y + index * lineHeight;
    for (const run of line) {
      const runWidth = widthOfRun(doc, run, weight, size);
      if (run.kind === 'heart') drawHeart(doc, cursor, top, size, color);
      else {
        useFont(doc, run.kind, weight, size);
        doc.fillColor(color).text(run.text, cursor, top, { lineBreak: false });
      }
      cursor += runWidth;
    }
  });
  return lines.length * lineHeight;
}
