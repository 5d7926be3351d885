import type { GemKind, MetalTone } from '../../db/seed/seed-types';
import { brilliantDef, kundanDef, metalBeadDef, pearlDef, polkiDef, stepCutDef } from './gem-stones';
import { GEM_PALETTES, KUNDAN_GREEN, METAL_PALETTES, type MetalPalette } from './palette';

/**
 * Shared paint for a piece. Ids used by the shapes:
 * m (diagonal metal), mv (vertical metal), mb (metal ball), gem (main stone),
 * gem2 (accent stone), sg / sg2 (the stones in a bezel), bead (metal bead), pearl, sh (soft shadow).
 */
export function buildDefs(metal: MetalTone, gem: GemKind): string {
  const m = METAL_PALETTES[metal];
  return `<defs>${metalGradients(m)}${stoneDefs(gem, m)}${pearlDef('pearl', GEM_PALETTES.pearl)}${metalBeadDef('bead', m)}` +
    // Stone in its metal bezel, the most repeated element of every piece.
    `<g id="sg"><use href="#bead" transform="scale(1.25)"/><use href="#gem"/></g><g id="sg2"><use href="#bead" transform="scale(1.3)"/><use href="#gem2"/></g>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="#5a3a26" stop-opacity=".32"/><stop offset=".6" stop-color="#5a3a26" stop-opacity=".1"/><stop offset="1" stop-color="#5a3a26" stop-opacity="0"/></radialGradient></defs>`;
}

function metalGradients(m: MetalPalette): string {
  const stops = (list: [number, string][]): string =>
    list.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  const sweep = stops([[0, m.dark], [0.28, m.light], [0.42, m.shine], [0.56, m.base], [0.8, m.dark], [1, m.deep]]);
  return (
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1">${sweep}</linearGradient>` +
    `<linearGradient id="mv" x1="0" y1="0" x2="0" y2="1">${stops([[0, m.deep], [0.2, m.dark], [0.45, m.light], [0.55, m.shine], [0.75, m.base], [1, m.dark]])}</linearGradient>` +
    `<radialGradient id="mb" cx=".35" cy=".3" r=".8">${stops([[0, m.shine], [0.3, m.light], [0.65, m.base], [1, m.deep]])}</radialGradient>`
  );
}

function stoneDefs(gem: GemKind, m: MetalPalette): string {
  const diamond = GEM_PALETTES.diamond;
  switch (gem) {
    case 'none':
      return `${metalBeadDef('gem', m)}<use id="gem2" href="#gem"/>`;
    case 'diamond':
      return `${brilliantDef('gem', diamond)}<use id="gem2" href="#gem"/>`;
    case 'emerald':
      return `${stepCutDef('gem', GEM_PALETTES.emerald)}${brilliantDef('gem2', diamond)}`;
    case 'ruby':
    case 'sapphire':
      return `${brilliantDef('gem', GEM_PALETTES[gem])}${brilliantDef('gem2', diamond)}`;
    case 'pearl':
      return `${pearlDef('gem', GEM_PALETTES.pearl)}${metalBeadDef('gem2', m)}`;
    case 'kundan':
      return `${kundanDef('gem', GEM_PALETTES.kundan)}${kundanDef('gem2', KUNDAN_GREEN)}`;
    case 'polki':
      return `${polkiDef('gem', GEM_PALETTES.polki)}<use id="gem2" href="#gem"/>`;
  }
}
