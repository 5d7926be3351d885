import type { GemPalette, MetalPalette } from './palette';
import { n, pointsAttr, polar, type Point } from './svg-math';

// Every stone is drawn once at radius 10 around the origin and reused via <use>,
// which keeps pieces with dozens of stones inside the size budget.

function radialFill(id: string, p: GemPalette): string {
  return `<radialGradient id="${id}" cx=".36" cy=".3" r=".8"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>`;
}

function ring(count: number, r: number, offset: number): Point[] {
  return Array.from({ length: count }, (_, i) => polar(0, 0, r, offset + (360 / count) * i));
}

function glint(x: number, y: number, s: number): string {
  return `<path d="M${n(x)} ${n(y - s)}L${n(x + s * 0.22)} ${n(y - s * 0.22)}L${n(x + s)} ${n(y)}L${n(x + s * 0.22)} ${n(y + s * 0.22)}L${n(x)} ${n(y + s)}L${n(x - s * 0.22)} ${n(y + s * 0.22)}L${n(x - s)} ${n(y)}L${n(x - s * 0.22)} ${n(y - s * 0.22)}Z" fill="#fff"/>`;
}

/** Round brilliant seen from above: table, star facets and a glint. */
export function brilliantDef(id: string, p: GemPalette): string {
  const outer = ring(8, 10, 22.5);
  const table = ring(8, 5.4, 22.5);
  // Alternate star facets catch light or fall into shadow; one path per tone keeps it compact.
  const facetPath = (odd: boolean): string =>
    outer
      .map((o, i) => (i % 2 === (odd ? 1 : 0) ? `M${pointsAttr([table[i] ?? o, o, polar(0, 0, 9.3, 45 + 45 * i)]).replace(/ /g, 'L')}Z` : ''))
      .join('');
  const facets = `<path d="${facetPath(false)}" fill="${p.deep}" opacity=".28"/><path d="${facetPath(true)}" fill="${p.glint}" opacity=".5"/>`;
  return (
    `<g id="${id}">${radialFill(`${id}f`, p)}<polygon points="${pointsAttr(outer)}" fill="url(#${id}f)"/>${facets}` +
    `<polygon points="${pointsAttr(table)}" fill="${p.light}" opacity=".55" stroke="${p.glint}" stroke-width=".4"/>` +
    `${glint(-3, -3.4, 3.2)}</g>`
  );
}

/** Step cut, the classic shape for emeralds. */
export function stepCutDef(id: string, p: GemPalette): string {
  const oct = (w: number, h: number, c: number): string =>
    pointsAttr([
      { x: -w + c, y: -h }, { x: w - c, y: -h }, { x: w, y: -h + c }, { x: w, y: h - c },
      { x: w - c, y: h }, { x: -w + c, y: h }, { x: -w, y: h - c }, { x: -w, y: -h + c },
    ]);
  return (
    `<g id="${id}">${radialFill(`${id}f`, p)}<polygon points="${oct(7.6, 10, 2.6)}" fill="url(#${id}f)"/>` +
    `<polygon points="${oct(5.6, 7.8, 1.9)}" fill="none" stroke="${p.glint}" stroke-opacity=".45" stroke-width=".5"/>` +
    `<polygon points="${oct(3.6, 5.6, 1.2)}" fill="${p.light}" opacity=".45"/>` +
    `<path d="M-7.6-7.4L-3.6-5.6M7.6-7.4L3.6-5.6M-7.6 7.4L-3.6 5.6M7.6 7.4L3.6 5.6" stroke="${p.glint}" stroke-opacity=".5" stroke-width=".4"/>` +
    `${glint(-2.6, -4, 2.8)}</g>`
  );
}

/** Pearl: soft radial body with a rosy orient and a small window highlight. */
export function pearlDef(id: string, p: GemPalette): string {
  return (
    `<g id="${id}"><radialGradient id="${id}f" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="${p.base}"/><stop offset=".85" stop-color="${p.deep}"/><stop offset="1" stop-color="#b9ab97"/></radialGradient>` +
    `<circle r="10" fill="url(#${id}f)"/><path d="M-7 4A8 8 0 0 0 6 5.5" fill="none" stroke="#f4d6d9" stroke-width="1.6" opacity=".7"/>` +
    `<ellipse cx="-3.2" cy="-3.8" rx="2.6" ry="1.7" fill="#fff" opacity=".9"/></g>`
  );
}

/** Kundan: flat foil-backed glass in a metal bezel; the gloss is a broad soft band. */
export function kundanDef(id: string, p: GemPalette): string {
  return (
    `<g id="${id}">${radialFill(`${id}f`, p)}<circle r="10" fill="url(#mb)"/><circle r="7.6" fill="url(#${id}f)"/>` +
    `<ellipse cx="-1.4" cy="-3.2" rx="4.8" ry="2.4" fill="#fff" opacity=".38"/><circle r="8.8" fill="none" stroke="url(#m)" stroke-width=".8" stroke-dasharray=".6 1.2"/></g>`
  );
}

/** Polki: an uncut, slightly irregular pale diamond with broad flat facets and a fine outline. */
export function polkiDef(id: string, p: GemPalette): string {
  const radii = [7.9, 7.2, 8.1, 7.4, 7.8, 7, 8, 7.3, 7.7];
  const body = radii.map((r, i) => polar(0, 0, r, 15 + 40 * i));
  return (
    `<g id="${id}">${radialFill(`${id}f`, p)}<circle r="10" fill="url(#mb)"/><polygon points="${pointsAttr(body)}" fill="url(#${id}f)" stroke="${p.deep}" stroke-width=".5"/>` +
    `<path d="M-4-5L2-6L4-1L-1 1L-5-1Z" fill="${p.glint}" opacity=".8"/><path d="M1 2L5 1L4 5L0 6ZM4-1L7-3L7 2Z" fill="${p.deep}" opacity=".5"/>` +
    `<path d="M-5 1L-1 2L-2 6L-6 4Z" fill="${p.light}" opacity=".7"/><path d="M-4-5L-1 1M2-6L4-1L7-3M-1 1L1 2" fill="none" stroke="${p.deep}" stroke-width=".35"/></g>`
  );
}

/** Plain metal bead with an embossed ring, used where a piece has no stone. */
export function metalBeadDef(id: string, m: MetalPalette): string {
  return `<g id="${id}"><circle r="10" fill="url(#mb)"/><circle r="6" fill="none" stroke="${m.dark}" stroke-width=".7" opacity=".6"/><circle cx="-3.4" cy="-3.6" r="2.2" fill="${m.shine}" opacity=".9"/></g>`;
}
