import { n, polar, useAt } from '../svg-math';
import type { Piece, PieceContext } from './piece';

// One earring is drawn around x=0 (top of the stud near y=170) as a def and placed twice via <use>,
// which halves the bytes of every pair.

function stud(y: number, r: number, halo: 'gem2' | 'bead'): string {
  const ring = Array.from({ length: 8 }, (_, i) => {
    const p = polar(0, y, r * 1.3, 45 * i);
    return useAt(halo, p.x, p.y, r * 0.32);
  }).join('');
  return useAt('bead', 0, y, r * 1.22) + ring + useAt('gem', 0, y, r);
}

function link(ctx: PieceContext, y1: number, y2: number): string {
  return `<path d="M0 ${y1}V${y2}" stroke="${ctx.metal.dark}" stroke-width="5"/><path d="M0 ${y1}V${y2}" stroke="${ctx.metal.light}" stroke-width="2"/>`;
}

/** Jhumka: a stud, a domed bell with set stones, and a fringe of pearls or beads. */
function drawJhumka(ctx: PieceContext): string {
  const m = ctx.metal;
  const dome = 'M-82 440C-82 355-44 312 0 312C44 312 82 355 82 440Z';
  const ribs = [-54, -27, 0, 27, 54]
    .map((dx) => `<path d="M${n(dx * 0.35)} 318Q${n(dx * 0.9)} 370 ${n(dx * 1.35)} 438" fill="none" stroke="${m.deep}" stroke-opacity=".35" stroke-width="2"/>`)
    .join('');
  const band = [-56, -28, 0, 28, 56].map((dx, i) => useAt(i % 2 ? 'gem2' : 'gem', dx, 402 - Math.abs(dx) * 0.12, i % 2 ? 8 : 11)).join('');
  const fringeId = ctx.gem === 'none' ? 'bead' : 'pearl';
  const fringe = [-72, -54, -36, -18, 0, 18, 36, 54, 72]
    .map((dx) => {
      const y = 440 + 16 * Math.sqrt(1 - (dx / 86) ** 2);
      return `<path d="M${dx} ${n(y - 4)}V${n(y + 18)}"/>${useAt(fringeId, dx, y + 26, 8)}`;
    })
    .join('');
  return (
    link(ctx, 230, 300) + `<g stroke="${m.dark}" stroke-width="2">${fringe}</g>` +
    `<path d="${dome}" fill="url(#m)" stroke="${m.deep}" stroke-width="1.5"/>${ribs}` +
    `<path d="${dome}" fill="none" stroke="${m.shine}" stroke-width="3" stroke-dasharray="0 10" stroke-linecap="round" transform="translate(0 44) scale(.9)"/>` +
    band +
    `<ellipse cy="440" rx="86" ry="16" fill="url(#mv)" stroke="${m.deep}" stroke-width="1.5"/>` +
    `<ellipse cy="312" rx="16" ry="7" fill="url(#mb)"/>` +
    stud(200, 28, ctx.gem === 'pearl' || ctx.gem === 'none' ? 'bead' : 'gem2')
  );
}

/** Drop earring: a halo stud and a teardrop frame around a large stone. */
function drawDrop(ctx: PieceContext): string {
  const m = ctx.metal;
  const tear = 'M0 280C26 318 66 368 66 420A66 66 0 0 1-66 420C-66 368-26 318 0 280Z';
  const halo = Array.from({ length: 22 }, (_, i) => {
    const p = polar(0, 420, 54, -70 + 15.5 * i);
    return useAt('gem2', p.x, p.y, 7);
  }).join('');
  return (
    link(ctx, 230, 290) +
    `<path d="${tear}" fill="url(#m)" stroke="${m.deep}" stroke-width="1.5"/>` + halo +
    useAt('gem', 0, 420, 40) + useAt('bead', 0, 500, 8) + useAt('gem2', 0, 520, 12) +
    stud(200, 26, 'gem2')
  );
}

/** Traditional stones get a jhumka; brilliant-cut stones a contemporary drop. */
export function earringDef(ctx: PieceContext): string {
  const jhumka = ctx.gem === 'none' || ctx.gem === 'pearl' || ctx.gem === 'kundan' || ctx.gem === 'polki' || ctx.gem === 'ruby';
  return `<defs><g id="ear">${jhumka ? drawJhumka(ctx) : drawDrop(ctx)}</g></defs>`;
}

/** Places the earring def with its stud top at (x, y). */
export function useEarring(x: number, y: number, scale = 1, rotate = 0): string {
  return `<use href="#ear" transform="translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${scale}) translate(0 -170)"/>`;
}

/** A pair, the right one a touch lower and turned, as a pair lies naturally. */
export function drawEarringPair(ctx: PieceContext, leftX: number, rightX: number, y = 170, scale = 1): string {
  return earringDef(ctx) + useEarring(leftX, y, scale, 0) + useEarring(rightX, y + 18 * scale, scale, -5);
}

export const earringsPiece: Piece = {
  draw: (ctx) => drawEarringPair(ctx, 265, 535),
  focus: { x: 275, y: 350 },
  shadow: { cx: 400, cy: 600, rx: 280, ry: 26 },
  display: 'tray',
};
