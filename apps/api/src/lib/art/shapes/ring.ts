import type { GemKind } from '../../../db/seed/seed-types';
import { n, polar, useAt } from '../svg-math';
import type { Piece, PieceContext } from './piece';

const CX = 400;
const CY = 480;
const RX = 138;
const RY = 152;
const HEAD_Y = 250;

function bandPoint(deg: number): { x: number; y: number } {
  const a = (deg * Math.PI) / 180;
  return { x: CX + RX * Math.cos(a), y: CY + RY * Math.sin(a) };
}

function band({ metal }: PieceContext): string {
  return (
    `<ellipse cx="${CX}" cy="${CY + 10}" rx="${RX - 16}" ry="${RY - 12}" fill="none" stroke="${metal.deep}" stroke-width="12" opacity=".35"/>` +
    `<ellipse cx="${CX}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none" stroke="url(#m)" stroke-width="30"/>` +
    `<ellipse cx="${CX}" cy="${CY}" rx="${RX - 14}" ry="${RY - 14}" fill="none" stroke="${metal.deep}" stroke-width="2" opacity=".5"/>` +
    // Specular streak on the left of the band, where the studio light falls.
    `<path d="M${n(CX - RX * 0.94)} ${n(CY + RY * 0.34)}A${RX - 2} ${RY - 2} 0 0 1 ${n(CX - RX * 0.5)} ${n(CY - RY * 0.86)}" fill="none" stroke="${metal.shine}" stroke-width="5" stroke-linecap="round" opacity=".75"/>`
  );
}

function shoulders(): string {
  return [232, 246, 294, 308].map((deg) => {
    const p = bandPoint(deg);
    return useAt('gem2', p.x, p.y, 8);
  }).join('');
}

function prongs(ctx: PieceContext, r: number, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const p = polar(CX, HEAD_Y, r * 0.98, -90 + 45 + (360 / count) * i);
    return `<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="6" ry="8" fill="url(#mb)" stroke="${ctx.metal.dark}" stroke-width=".8"/>`;
  }).join('');
}

function basket(): string {
  return `<path d="M352 262L448 262L428 318L372 318Z" fill="url(#m)"/><path d="M370 268L400 312L430 268" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="3"/>`;
}

function head(ctx: PieceContext): string {
  const gem: GemKind = ctx.gem;
  switch (gem) {
    case 'diamond':
      return basket() + useAt('gem', CX, HEAD_Y, 70) + prongs(ctx, 68, 6);
    case 'ruby':
    case 'sapphire':
    case 'emerald': {
      const halo = Array.from({ length: 14 }, (_, i) => {
        const p = polar(CX, HEAD_Y, 64, (360 / 14) * i);
        return useAt('gem2', p.x, p.y, 9);
      }).join('');
      return basket() + `<circle cx="${CX}" cy="${HEAD_Y}" r="74" fill="url(#m)"/>` + halo + useAt('gem', CX, HEAD_Y, 50) + prongs(ctx, 48, 4);
    }
    case 'pearl':
      return basket() + `<ellipse cx="${CX}" cy="278" rx="40" ry="14" fill="url(#m)"/>` + useAt('gem', CX, HEAD_Y - 6, 56);
    case 'kundan': {
      const ringStones = Array.from({ length: 10 }, (_, i) => {
        const p = polar(CX, HEAD_Y, 1, (360 / 10) * i);
        return useAt('gem2', CX + (p.x - CX) * 66, HEAD_Y + (p.y - HEAD_Y) * 52, 13);
      }).join('');
      return `<ellipse cx="${CX}" cy="${HEAD_Y}" rx="92" ry="76" fill="url(#m)" stroke="${ctx.metal.dark}" stroke-width="2"/>` + ringStones + useAt('gem', CX, HEAD_Y, 36);
    }
    case 'polki': {
      const petals = Array.from({ length: 8 }, (_, i) => {
        const p = polar(CX, HEAD_Y, 54, 22.5 + 45 * i);
        return useAt('gem', p.x, p.y, 17);
      }).join('');
      return `<circle cx="${CX}" cy="${HEAD_Y}" r="80" fill="url(#m)" stroke="${ctx.metal.dark}" stroke-width="2"/>` + petals + useAt('gem', CX, HEAD_Y, 34);
    }
    case 'none': {
      const petals = Array.from({ length: 8 }, (_, i) =>
        `<ellipse cx="${CX}" cy="${HEAD_Y - 48}" rx="26" ry="44" fill="url(#m)" stroke="${ctx.metal.dark}" stroke-width="1.5" transform="rotate(${45 * i} ${CX} ${HEAD_Y})"/>`,
      ).join('');
      return petals + useAt('bead', CX, HEAD_Y, 34) + `<circle cx="${CX}" cy="${HEAD_Y}" r="48" fill="none" stroke="${ctx.metal.light}" stroke-width="5" stroke-dasharray="0 11" stroke-linecap="round"/>`;
    }
  }
}

export const ringPiece: Piece = {
  draw: (ctx) => `<g>${band(ctx)}${shoulders()}${head(ctx)}</g>`,
  focus: { x: CX, y: 330 },
  shadow: { cx: CX, cy: 660, rx: 190, ry: 26 },
  display: 'cushion',
};
