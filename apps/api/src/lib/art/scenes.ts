import type { MetalTone } from '../../db/seed/seed-types';
import { BACKDROPS, VELVET } from './palette';
import type { Piece, PieceContext } from './shapes/piece';
import { n } from './svg-math';

function backdrop(colors: readonly [string, string], glowY = 0.42): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy="${glowY}" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<rect width="800" height="800" fill="url(#bg)"/><rect width="800" height="800" fill="url(#glow)"/>`
  );
}

function shadow(piece: Piece, scale = 1): string {
  const s = piece.shadow;
  return `<ellipse cx="${n(s.cx)}" cy="${n(s.cy)}" rx="${n(s.rx * scale)}" ry="${n(s.ry * scale)}" fill="url(#sh)"/>`;
}

/** View 1: the piece alone, centred, like a catalogue hero shot. */
export function heroScene(piece: Piece, ctx: PieceContext): string {
  return backdrop(BACKDROPS.ivory) + shadow(piece) + piece.draw(ctx, 'flat');
}

/** View 2: a tilted close-up on the focal point with soft bokeh, as a macro detail shot. */
export function detailScene(piece: Piece, ctx: PieceContext): string {
  const bokeh = [
    [120, 140, 60], [690, 170, 42], [640, 660, 70], [160, 650, 36], [380, 90, 24],
  ].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".35"/>`).join('');
  const f = piece.focus;
  return (
    backdrop(BACKDROPS.blush, 0.5) + bokeh +
    `<g transform="translate(400 400) rotate(-12) scale(1.6) translate(${n(-f.x)} ${n(-f.y)})">${piece.draw(ctx, 'flat')}</g>`
  );
}

function velvetPaint(metal: MetalTone): string {
  const v = VELVET[metal];
  return `<radialGradient id="vel" cx=".45" cy=".3" r=".9"><stop offset="0" stop-color="${v.light}"/><stop offset=".55" stop-color="${v.base}"/><stop offset="1" stop-color="${v.dark}"/></radialGradient>`;
}

function bust(metal: MetalTone): string {
  const v = VELVET[metal];
  return (
    velvetPaint(metal) +
    `<radialGradient id="sheen" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="400" cy="792" rx="340" ry="26" fill="url(#sh)"/>` +
    `<path d="M332 96V196C332 238 296 258 214 282C136 305 96 348 88 430L80 790H720L712 430C704 348 664 305 586 282C504 258 468 238 468 196V96Z" fill="url(#vel)"/>` +
    `<ellipse cx="400" cy="96" rx="68" ry="13" fill="${v.light}"/>` +
    `<ellipse cx="300" cy="420" rx="190" ry="150" fill="url(#sheen)"/>` +
    `<path d="M332 200C334 236 366 256 400 256C434 256 466 236 468 200" fill="none" stroke="#000" stroke-opacity=".16" stroke-width="5"/>`
  );
}

function tray(metal: MetalTone): string {
  const v = VELVET[metal];
  return (
    velvetPaint(metal) +
    `<ellipse cx="400" cy="684" rx="340" ry="30" fill="url(#sh)"/>` +
    `<path d="M172 186H628Q660 186 664 218L714 640Q718 676 682 676H118Q82 676 86 640L136 218Q140 186 172 186Z" fill="${v.dark}"/>` +
    `<path d="M186 206H614Q640 206 643 232L690 630Q692 654 668 654H132Q108 654 110 630L157 232Q160 206 186 206Z" fill="url(#vel)" stroke="#c9a45c" stroke-opacity=".7" stroke-width="2"/>`
  );
}

function ringBoxBack(metal: MetalTone): string {
  const v = VELVET[metal];
  return (
    velvetPaint(metal) +
    `<linearGradient id="satin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffaf0"/><stop offset=".5" stop-color="#efe2cc"/><stop offset="1" stop-color="#fff7ea"/></linearGradient>` +
    `<ellipse cx="400" cy="716" rx="300" ry="28" fill="url(#sh)"/>` +
    `<path d="M190 470L214 150Q218 126 244 126H556Q582 126 586 150L610 470Z" fill="${v.dark}"/>` +
    `<path d="M216 456L236 168Q238 150 258 150H542Q562 150 564 168L584 456Z" fill="url(#satin)"/>` +
    `<rect x="170" y="470" width="460" height="236" rx="26" fill="${v.dark}"/>` +
    `<rect x="190" y="452" width="420" height="110" rx="50" fill="url(#vel)"/>`
  );
}

function ringBoxFront(metal: MetalTone): string {
  const v = VELVET[metal];
  return (
    `<path d="M190 540C190 522 230 528 400 528C570 528 610 522 610 540V580Q610 600 590 600H210Q190 600 190 580Z" fill="url(#vel)"/>` +
    `<path d="M226 530C300 524 500 524 574 530" stroke="${v.dark}" stroke-width="6" fill="none"/>` +
    `<rect x="170" y="600" width="460" height="14" fill="#000" opacity=".2"/>`
  );
}

/** View 3: the piece on a velvet bust, ring box or tray, as in a showroom display. */
export function displayScene(piece: Piece, ctx: PieceContext, metal: MetalTone): string {
  const base = backdrop(BACKDROPS.cream, 0.3);
  if (piece.display === 'bust') return base + bust(metal) + piece.draw(ctx, 'bust');
  if (piece.display === 'cushion') {
    const ring = `<g transform="translate(400 420) scale(.66) translate(-400 -470)">${piece.draw(ctx, 'flat')}</g>`;
    return base + ringBoxBack(metal) + ring + ringBoxFront(metal);
  }
  // Squashed vertically so the piece reads as lying on the tray in perspective.
  return base + tray(metal) + `<g transform="translate(400 430) scale(.72 .64) translate(-400 -400)">${shadow(piece, 0.9)}${piece.draw(ctx, 'flat')}</g>`;
}

/** View 4: a styled flat-lay on draped silk with a few scattered petals. */
export function flatLayScene(piece: Piece, ctx: PieceContext): string {
  const folds =
    `<path d="M-40 260C160 180 300 330 520 250S760 170 860 230V-40H-40Z" fill="#fff" opacity=".28"/>` +
    `<path d="M-40 560C180 470 330 640 560 560S780 500 860 540V860H-40Z" fill="#8a4b3a" opacity=".08"/>` +
    `<path d="M-40 420C200 360 360 480 600 410S800 380 860 400" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="18"/>`;
  const petals = [
    [92, 110, 30, '#f0a23b'], [150, 70, -20, '#e8892a'], [700, 700, 40, '#d9607a'], [650, 740, -30, '#e77b8f'],
    [730, 110, 10, '#e77b8f'], [80, 720, 60, '#f0a23b'],
  ].map(([x, y, r, c]) => `<ellipse cx="${x}" cy="${y}" rx="26" ry="14" fill="${c}" transform="rotate(${r} ${x} ${y})"/>`).join('');
  return (
    backdrop(BACKDROPS.silk, 0.4) + folds + petals +
    `<g transform="rotate(8 400 400) translate(400 410) scale(.84) translate(-400 -400)">${shadow(piece, 1.05)}${piece.draw(ctx, 'flat')}</g>`
  );
}
