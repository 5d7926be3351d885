/**
 * The text of a PDF written by pdfkit without compression (`compress: false`), for tests.
 * Embedded fonts print glyph ids rather than characters, so each font's ToUnicode map turns
 * them back into text. One line of output per text object (one drawn line in pdfkit).
 */
function parseObjects(pdf: string): Map<number, string> {
  const objects = new Map<number, string>();
  for (const match of pdf.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(Number(match[1]), match[2]!);
  return objects;
}

/** A ToUnicode target: one code point, or several UTF-16 units apart (a ligature: `<0066 0069>` is "fi"). */
const hexToText = (hex: string) => {
  const units = hex.trim().split(/\s+/);
  return units.length === 1 ? String.fromCodePoint(Number.parseInt(units[0]!, 16)) : String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16)));
};

/** Glyph id (hex) -> text, from a ToUnicode CMap's bfchar and bfrange sections. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of section[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) map.set(Number.parseInt(pair[1]!, 16), hexToText(pair[2]!));
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of section[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const start = Number.parseInt(range[1]!, 16);
      const end = Number.parseInt(range[2]!, 16);
      const target = range[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((value, offset) => map.set(start + offset, hexToText(value[1]!)));
      } else {
        const first = Number.parseInt(target.slice(1, -1), 16);
        for (let code = start; code <= end; code += 1) map.set(code, String.fromCodePoint(first + code - start));
      }
    }
  }
  return map;
}

export function extractPdfText(bytes: Buffer): string {
  const pdf = bytes.toString('latin1');
  const objects = parseObjects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const match of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(match[2])) ?? '');
    const descendant = toUnicode ? undefined : /\/DescendantFonts \[(\d+) 0 R\]/.exec(objects.get(Number(match[2])) ?? '');
    const cmapId = toUnicode?.[1] ?? descendant?.[1];
    if (cmapId) fonts.set(match[1]!, parseCmap(objects.get(Number(cmapId)) ?? ''));
  }
  const lines: string[] = [];
  for (const block of pdf.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let font = new Map<number, string>();
    let line = '';
    for (const op of block[1]!.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) font = fonts.get(op[1]) ?? new Map();
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]!) : op[3] !== undefined ? [op[3]] : [];
      for (const hex of hexes) {
        for (let i = 0; i + 4 <= hex.length; i += 4) line += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
      }
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/**
 * The text of a PDF as a route serves it: the routes compress, so inflate each content stream first. pdfkit ends a
 * stream with "\nendstream", so a compressed stream whose last byte is \r keeps it (reading
 * "\r?\n" there cut that byte off, and the stream then failed to inflate: an empty text in one
 * run out of a few hundred).
 */
export async function readServedPdfText(body: Buffer): Promise<string> {
  const { inflateSync } = await import('node:zlib');
  const pdf = body.toString('latin1');
  const inflated = pdf.replace(/stream\r?\n([\s\S]*?)\nendstream/g, (whole, data: string) => {
    try {
      return `stream\n${inflateSync(Buffer.from(data, 'latin1')).toString('latin1')}\nendstream`;
    } catch {
      return whole;
    }
  });
  return extractPdfText(Buffer.from(inflated, 'latin1')).replace(/\s+/g, ' ');
}
