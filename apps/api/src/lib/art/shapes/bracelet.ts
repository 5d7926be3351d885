import { n, useAt } from '../svg-math';
import type { Piece, PieceContext } from './piece';

const CX = 400;
const CY = 400;
const RX = 270;
const RY = 150;
const LINKS = 30;

/** Tennis-style line bracelet lying in a loop: the far side smaller and darker for depth. */
function drawLoop(ctx: PieceContext): string {
  const m = ctx.metal;
  const links = Array.from({ length: LINKS }, (_, i) => {
    const a = (2 * Math.PI * i) / LINKS + 0.05;
    return { a, x: CX + RX * Math.cos(a), y: CY + RY * Math.sin(a), depth: (Math.sin(a) + 1) / 2, i };
  }).sort((p, q) => p.y - q.y);
  const body = links
    .map((p) => {
      const r = 16 * (0.72 + 0.28 * p.depth);
      const id = ctx.gem === 'pearl' ? (p.i % 2 ? 'lb' : 'lg') : ctx.gem !== 'none' && p.i % 3 === 1 ? 'lg2' : 'lg';
      const dim = p.depth < 0.5 ? `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r * 1.3)}" fill="#3a2616" opacity="${n((0.5 - p.depth) * 0.5)}"/>` : '';
      return useAt(id, p.x, p.y, r, (p.a * 180) / Math.PI) + dim;
    })
    .join('');
  const clasp = `<rect x="${CX + RX - 20}" y="${CY - 30}" width="40" height="60" rx="8" fill="url(#m)" stroke="${m.deep}" stroke-width="1.5"/><path d="M${CX + RX - 12} ${CY}H${CX + RX + 12}" stroke="${m.deep}" stroke-width="2"/>`;
  const cell = `<rect x="-13" y="-13" width="26" height="26" rx="8" fill="url(#m)" stroke="${m.deep}" stroke-width=".8"/>`;
  const gemId = ctx.gem === 'none' ? 'bead' : 'gem';
  const defs = `<defs><g id="lg">${cell}<use href="#${gemId}"/></g><g id="lg2">${cell}<use href="#gem2"/></g><g id="lb">${cell}<use href="#bead"/></g></defs>`;
  return `${defs}<ellipse cx="${CX}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none" stroke="${m.dark}" stroke-width="6"/>${body}${clasp}`;
}

export const braceletPiece: Piece = {
  draw: (ctx) => `<g>${drawLoop(ctx)}</g>`,
  focus: { x: 420, y: 520 },
  shadow: { cx: 400, cy: 580, rx: 310, ry: 40 },
  display: 'tray',
};
