import type { GemKind } from '../../../db/seed/seed-types';
import { beadStrand, cubicAt, cubicPath, n, polar, useAt, type Cubic } from '../svg-math';
import type { Piece, PieceContext, Pose } from './piece';

const FLAT: Cubic = { p0: { x: 190, y: 110 }, p1: { x: 160, y: 590 }, p2: { x: 640, y: 590 }, p3: { x: 610, y: 110 } };
const BUST: Cubic = { p0: { x: 336, y: 226 }, p1: { x: 180, y: 570 }, p2: { x: 620, y: 570 }, p3: { x: 464, y: 226 } };

/** The drape each pose uses; the set reuses it. */
export function necklaceCurve(pose: Pose): Cubic {
  return pose === 'bust' ? BUST : FLAT;
}

function dropId(gem: GemKind): string {
  if (gem === 'none') return 'bead';
  if (gem === 'diamond' || gem === 'sapphire') return 'gem2';
  return 'pearl';
}

function chain(ctx: PieceContext, d: string): string {
  if (ctx.gem === 'pearl') return beadStrand(d, 12, 1.5, ['#e2d9c8', '#fffdf7', '#ffffff']);
  return (
    `<path d="${d}" fill="none" stroke="${ctx.metal.dark}" stroke-width="8"/>` +
    `<path d="${d}" fill="none" stroke="${ctx.metal.light}" stroke-width="4" stroke-dasharray="6 4"/>`
  );
}

function pendant(ctx: PieceContext, x: number, y: number, s: number): string {
  const r = 30 * s;
  const halo = Array.from({ length: 12 }, (_, i) => {
    const p = polar(x, y, r * 1.28, 30 * i);
    return useAt('gem2', p.x, p.y, 6.5 * s);
  }).join('');
  const tear = `M${n(x)} ${n(y - r * 2.1)}C${n(x + r * 0.7)} ${n(y - r * 1.4)} ${n(x + r * 1.6)} ${n(y - r * 0.8)} ${n(x + r * 1.6)} ${n(y)}A${n(r * 1.6)} ${n(r * 1.6)} 0 0 1 ${n(x - r * 1.6)} ${n(y)}C${n(x - r * 1.6)} ${n(y - r * 0.8)} ${n(x - r * 0.7)} ${n(y - r * 1.4)} ${n(x)} ${n(y - r * 2.1)}Z`;
  return (
    `<path d="${tear}" fill="url(#m)" stroke="${ctx.metal.deep}" stroke-width="1.5"/>` +
    `<path d="${tear}" fill="none" stroke="${ctx.metal.light}" stroke-width="${n(3 * s)}" stroke-dasharray="0 ${n(9 * s)}" stroke-linecap="round" transform="translate(${n(x)} ${n(y)}) scale(.86) translate(${n(-x)} ${n(-y)})"/>` +
    halo + useAt('gem', x, y, r) +
    `<line x1="${n(x)}" y1="${n(y + r * 1.6)}" x2="${n(x)}" y2="${n(y + r * 2.1)}" stroke="${ctx.metal.dark}" stroke-width="2"/>` +
    useAt(dropId(ctx.gem), x, y + r * 2.4, 11 * s)
  );
}

/** Chain, a row of set stones with drops, and a central pendant, laid along `curve`. */
export function drawDrape(ctx: PieceContext, curve: Cubic, s = 1): string {
  const d = cubicPath(curve);
  const count = 15;
  let stones = '';
  for (let i = 0; i < count; i += 1) {
    if (i === 7) continue;
    const t = 0.16 + (0.68 * i) / (count - 1);
    const p = cubicAt(curve, t);
    const major = i % 2 === 0;
    const r = (major ? 18 : 11) * s;
    if (major) {
      stones += `<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(p.x)}" y2="${n(p.y + 34 * s)}" stroke="${ctx.metal.dark}" stroke-width="2"/>`;
      stones += useAt(dropId(ctx.gem), p.x, p.y + 40 * s, 8 * s);
    }
    stones += useAt(major ? 'sg' : 'sg2', p.x, p.y, r);
  }
  const mid = cubicAt(curve, 0.5);
  return chain(ctx, d) + stones + pendant(ctx, mid.x, mid.y + 70 * s, s * 1.15);
}

export const necklacePiece: Piece = {
  draw: (ctx, pose) => `<g>${drawDrape(ctx, necklaceCurve(pose), pose === 'bust' ? 0.85 : 1)}</g>`,
  focus: { x: 400, y: 500 },
  shadow: { cx: 400, cy: 690, rx: 240, ry: 28 },
  display: 'bust',
};
