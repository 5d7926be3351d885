import type { ArtKind } from '../../db/seed/seed-types';
import type { ArtSpec } from './art-spec';
import { METAL_PALETTES } from './palette';
import { detailScene, displayScene, flatLayScene, heroScene } from './scenes';
import { ankletPiece } from './shapes/anklet';
import { banglesPiece } from './shapes/bangles';
import { braceletPiece } from './shapes/bracelet';
import { earringsPiece } from './shapes/earrings';
import { setPiece } from './shapes/jewellery-set';
import { mangalsutraPiece } from './shapes/mangalsutra';
import { necklacePiece } from './shapes/necklace';
import { nosePinPiece } from './shapes/nose-pin';
import { ringPiece } from './shapes/ring';
import type { Piece, PieceContext } from './shapes/piece';
import { buildDefs } from './svg-defs';

export type { ArtSpec } from './art-spec';
export { getArtUrl, parseArtFileName } from './art-spec';

const PIECES: Record<ArtKind, Piece> = {
  ring: ringPiece,
  necklace: necklacePiece,
  earrings: earringsPiece,
  bracelet: braceletPiece,
  bangles: banglesPiece,
  set: setPiece,
  anklet: ankletPiece,
  mangalsutra: mangalsutraPiece,
  'nose-pin': nosePinPiece,
};

/** A product image as a self-contained 800x800 SVG; same spec, same bytes. */
export function renderJewellerySvg(spec: ArtSpec): string {
  const piece = PIECES[spec.kind];
  const ctx: PieceContext = { metal: METAL_PALETTES[spec.metal], gem: spec.gem };
  const scene =
    spec.view === 1
      ? heroScene(piece, ctx)
      : spec.view === 2
        ? detailScene(piece, ctx)
        : spec.view === 3
          ? displayScene(piece, ctx, spec.metal)
          : flatLayScene(piece, ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">${buildDefs(spec.metal, spec.gem)}${scene}</svg>`;
}
