import { n, useAt } from '../svg-math';
import type { Piece, PieceContext } from './piece';

const CX = 400;
const CY = 360;
const RX = 260;
const RY = 150;

/** A ghungroo: a little bell with a slit, hung from a jump ring. */
function bellDef(ctx: PieceContext): string {
  const m = ctx.metal;
  return (
    `<g id="bell"><circle cy="-6" r="4.5" fill="none" stroke="${m.dark}" stroke-width="2.2"/>` +
    `<circle cy="10" r="12" fill="url(#mb)" stroke="${m.deep}" stroke-width=".8"/>` +
    `<path d="M-8 14Q0 19 8 14" fill="none" stroke="${m.deep}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<circle cx="-4" cy="5" r="2.6" fill="${m.shine}"/></g>`
  );
}

function drawPayal(ctx: PieceContext): string {
  const m = ctx.metal;
  const ellipse = `cx="${CX}" cy="${CY}" rx="${RX}" ry="${RY}" fill="none"`;
  let front = '';
  let back = '';
  const count = 36;
  for (let i = 0; i < count; i += 1) {
    const a = (2 * Math.PI * i) / count;
    const x = CX + RX * Math.cos(a);
    const y = CY + RY * Math.sin(a);
    const frontSide = Math.sin(a) > -0.15;
    // A payal's fringe: a bell under every link on the side facing the camera.
    if (frontSide) front += `<use href="#bell" transform="translate(${n(x)} ${n(y + 16)}) scale(${i % 2 ? 0.95 : 1.3})"/>`;
    const stone = i % 3 === 0 ? useAt('bead', x, y, 11) + useAt(ctx.gem === 'none' ? 'bead' : 'gem', x, y, 8) : useAt('bead', x, y, 6);
    if (frontSide) front += stone;
    else back += stone;
  }
  return (
    `<defs>${bellDef(ctx)}</defs>` +
    `<ellipse ${ellipse} stroke="${m.dark}" stroke-width="9"/>` +
    `<ellipse ${ellipse} stroke="${m.light}" stroke-width="4" stroke-dasharray="6 4"/>` +
    `<ellipse cx="${CX}" cy="${CY + 10}" rx="${RX}" ry="${RY}" fill="none" stroke="${m.base}" stroke-width="3" stroke-dasharray="4 3"/>` +
    back + front
  );
}

export const ankletPiece: Piece = {
  draw: (ctx) => `<g>${drawPayal(ctx)}</g>`,
  focus: { x: 400, y: 520 },
  shadow: { cx: 400, cy: 560, rx: 290, ry: 40 },
  display: 'tray',
};
