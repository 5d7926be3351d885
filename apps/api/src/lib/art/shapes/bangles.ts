import { n, useAt } from '../svg-math';
import type { Piece, PieceContext } from './piece';

const CX = 400;
const RX = 215;
const RY = 72;

/** One bangle of the stack: a tube drawn as a wide stroke plus a highlight line along its crown. */
function bangle(ctx: PieceContext, cy: number, thick: boolean): string {
  const m = ctx.metal;
  const w = thick ? 30 : 15;
  let out =
    `<ellipse cx="${CX}" cy="${cy}" rx="${RX}" ry="${RY}" fill="none" stroke="${m.deep}" stroke-width="${w + 3}"/>` +
    `<ellipse cx="${CX}" cy="${cy}" rx="${RX}" ry="${RY}" fill="none" stroke="url(#mv)" stroke-width="${w}"/>` +
    `<ellipse cx="${CX}" cy="${n(cy - w * 0.22)}" rx="${RX}" ry="${RY}" fill="none" stroke="${m.shine}" stroke-width="${thick ? 3 : 2}" opacity=".7"/>`;
  if (!thick) {
    return out + `<ellipse cx="${CX}" cy="${n(cy + 5)}" rx="${RX}" ry="${RY}" fill="none" stroke="${m.light}" stroke-width="3" stroke-dasharray="0 9" stroke-linecap="round"/>`;
  }
  // Stones sit only on the visible front arc.
  for (let i = 0; i <= 12; i += 1) {
    const a = ((12 + (156 * i) / 12) * Math.PI) / 180;
    const x = CX + RX * Math.cos(a);
    const y = cy + RY * Math.sin(a);
    const id = ctx.gem === 'none' ? 'bead' : i % 2 ? 'gem2' : 'gem';
    out += useAt(id, x, y, i % 2 ? 8 : 11);
  }
  return out;
}

function drawStack(ctx: PieceContext): string {
  const rows = [true, false, true, false, true];
  // Lowest bangle first: the upper ones are nearer the camera and overlap it.
  return rows
    .map((thick, i) => ({ thick, cy: 300 + i * 44 }))
    .reverse()
    .map((b) => bangle(ctx, b.cy, b.thick))
    .join('');
}

export const banglesPiece: Piece = {
  draw: (ctx) => `<g>${drawStack(ctx)}</g>`,
  focus: { x: 400, y: 470 },
  shadow: { cx: 400, cy: 600, rx: 260, ry: 40 },
  display: 'tray',
};
