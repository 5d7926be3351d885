import type { GemKind } from '../../../db/seed/seed-types';
import type { MetalPalette } from '../palette';
import type { Point } from '../svg-math';

export interface PieceContext {
  metal: MetalPalette;
  gem: GemKind;
}

/** 'bust' asks neck pieces to fit a display bust's neckline instead of lying flat. */
export type Pose = 'flat' | 'bust';

export type DisplayKind = 'bust' | 'cushion' | 'tray';

/** A piece drawn on the 800x800 canvas around its centre, plus hints for composing the views. */
export interface Piece {
  draw(ctx: PieceContext, pose: Pose): string;
  /** Where the close-up view zooms in. */
  focus: Point;
  shadow: { cx: number; cy: number; rx: number; ry: number };
  display: DisplayKind;
}
