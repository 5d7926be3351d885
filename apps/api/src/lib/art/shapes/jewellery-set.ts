import { earringDef, useEarring } from './earrings';
import { drawDrape, necklaceCurve } from './necklace';
import type { Piece, PieceContext, Pose } from './piece';

/** A necklace with its matching earrings: the necklace above, the pair below at either side. */
function drawSet(ctx: PieceContext, pose: Pose): string {
  if (pose === 'bust') {
    return earringDef(ctx) + drawDrape(ctx, necklaceCurve('bust'), 0.85) + useEarring(160, 420, 0.5) + useEarring(640, 420, 0.5);
  }
  return (
    earringDef(ctx) +
    `<g transform="translate(400 50) scale(.8) translate(-400 -130)">${drawDrape(ctx, necklaceCurve('flat'))}</g>` +
    useEarring(175, 390, 0.62, 4) + useEarring(625, 390, 0.62, -4)
  );
}

export const setPiece: Piece = {
  draw: drawSet,
  focus: { x: 400, y: 380 },
  shadow: { cx: 400, cy: 700, rx: 280, ry: 26 },
  display: 'bust',
};
