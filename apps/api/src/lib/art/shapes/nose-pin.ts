import { polar, useAt } from '../svg-math';
import type { Piece, PieceContext } from './piece';

const CX = 390;
const CY = 350;

/** A flower stud seen at macro scale, with its pin and screw curl behind it. */
function drawNosePin(ctx: PieceContext): string {
  const m = ctx.metal;
  const pin =
    `<path d="M402 372L560 600" stroke="${m.deep}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M402 372L560 600" stroke="url(#m)" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="M560 600C580 630 620 626 626 598C632 572 600 560 590 580" fill="none" stroke="${m.dark}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M560 600C580 630 620 626 626 598" fill="none" stroke="${m.light}" stroke-width="4" stroke-linecap="round"/>`;
  const metalPetals = ctx.gem === 'none' || ctx.gem === 'pearl' || ctx.gem === 'kundan';
  const petals = Array.from({ length: 6 }, (_, i) => {
    const p = polar(CX, CY, 70, -90 + 60 * i);
    if (metalPetals) {
      return `<ellipse cx="${CX}" cy="${CY - 66}" rx="34" ry="52" fill="url(#m)" stroke="${m.deep}" stroke-width="1.5" transform="rotate(${60 * i} ${CX} ${CY})"/>`;
    }
    return useAt('bead', p.x, p.y, 40) + useAt('gem2', p.x, p.y, 34);
  }).join('');
  const dots = metalPetals
    ? Array.from({ length: 6 }, (_, i) => {
        const p = polar(CX, CY, 82, -90 + 60 * i);
        return useAt(ctx.gem === 'kundan' ? 'gem2' : 'bead', p.x, p.y, 12);
      }).join('')
    : '';
  return pin + petals + dots + useAt('bead', CX, CY, 52) + useAt('gem', CX, CY, 44);
}

export const nosePinPiece: Piece = {
  draw: (ctx) => `<g>${drawNosePin(ctx)}</g>`,
  focus: { x: 400, y: 380 },
  shadow: { cx: 440, cy: 660, rx: 200, ry: 26 },
  display: 'tray',
};
