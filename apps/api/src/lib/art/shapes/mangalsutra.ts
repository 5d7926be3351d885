import { beadStrand, polar, useAt } from '../svg-math';
import type { Piece, PieceContext, Pose } from './piece';

const BLACK: [string, string, string] = ['#141418', '#4a4b55', '#d7d9e2'];

function strands(pose: Pose): [string, string] {
  return pose === 'bust'
    ? [
        'M340 228C290 410 350 486 400 496C450 486 510 410 460 228',
        'M332 232C250 440 340 510 400 516C460 510 550 440 468 232',
      ]
    : [
        'M220 120C220 360 340 470 400 490C460 470 580 360 580 120',
        'M196 130C180 400 330 500 400 510C470 500 620 400 604 130',
      ];
}

/** Gold beads break the black strand every few beads, as in a traditional mangalsutra. */
function strand(ctx: PieceContext, d: string): string {
  const m = ctx.metal;
  return beadStrand(d, 10, 2, BLACK) + beadStrand(d, 12, 84, [m.base, m.light, m.shine]);
}

/** Pendant: twin vati cups in plain metal, or a stone flower when the piece has a gem. */
function pendant(ctx: PieceContext, y: number): string {
  const m = ctx.metal;
  const bail = `<ellipse cx="400" cy="${y - 6}" rx="12" ry="18" fill="url(#m)" stroke="${m.deep}" stroke-width="1.5"/>`;
  if (ctx.gem === 'none') {
    const cup = (x: number): string =>
      `<circle cx="${x}" cy="${y + 52}" r="34" fill="url(#mb)" stroke="${m.deep}" stroke-width="1.5"/><circle cx="${x}" cy="${y + 52}" r="22" fill="none" stroke="${m.dark}" stroke-width="2"/><circle cx="${x}" cy="${y + 52}" r="28" fill="none" stroke="${m.light}" stroke-width="3" stroke-dasharray="0 8" stroke-linecap="round"/>`;
    return bail + cup(364) + cup(436) + useAt('bead', 400, y + 22, 9);
  }
  const petals = Array.from({ length: 10 }, (_, i) => {
    const p = polar(400, y + 52, 38, 36 * i);
    return useAt('gem2', p.x, p.y, 9);
  }).join('');
  return bail + `<circle cx="400" cy="${y + 52}" r="50" fill="url(#m)" stroke="${m.deep}" stroke-width="1.5"/>` + petals + useAt('gem', 400, y + 52, 26) + useAt('pearl', 400, y + 114, 9);
}

function drawMangalsutra(ctx: PieceContext, pose: Pose): string {
  const [inner, outer] = strands(pose);
  const y = pose === 'bust' ? 516 : 512;
  return `<g>${strand(ctx, outer)}${strand(ctx, inner)}${pendant(ctx, y)}</g>`;
}

export const mangalsutraPiece: Piece = {
  draw: drawMangalsutra,
  focus: { x: 400, y: 500 },
  shadow: { cx: 400, cy: 680, rx: 230, ry: 26 },
  display: 'bust',
};
