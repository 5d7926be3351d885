import type { ArtKind } from '../../db/seed/seed-types';

export { getCategoryIconUrl } from './art-spec';

const STROKE = '#b08d57';

// Line drawings on a 64x64 grid, one stroke weight, so the shortcuts read as one family.
const ICON_PATHS: Record<ArtKind, string> = {
  necklace:
    '<path d="M14 8C14 30 22 40 32 42C42 40 50 30 50 8"/><circle cx="20" cy="30" r="1.6"/><circle cx="44" cy="30" r="1.6"/><circle cx="25" cy="37" r="1.6"/><circle cx="39" cy="37" r="1.6"/><path d="M32 42L26 50L32 58L38 50Z"/>',
  earrings:
    '<circle cx="20" cy="12" r="3"/><path d="M20 15V22M12 34C12 26 16 22 20 22C24 22 28 26 28 34Z"/><path d="M13 38h2M19 38h2M25 38h2"/><circle cx="44" cy="12" r="3"/><path d="M44 15V22M36 34C36 26 40 22 44 22C48 22 52 26 52 34Z"/><path d="M37 38h2M43 38h2M49 38h2"/>',
  ring: '<ellipse cx="32" cy="40" rx="16" ry="17"/><ellipse cx="32" cy="40" rx="12" ry="13"/><path d="M26 22L32 14L38 22L32 26Z"/><path d="M26 22H38"/>',
  bracelet:
    '<ellipse cx="32" cy="34" rx="24" ry="14"/><circle cx="8" cy="34" r="2.4"/><circle cx="17" cy="44" r="2.4"/><circle cx="32" cy="48" r="2.4"/><circle cx="47" cy="44" r="2.4"/><circle cx="17" cy="24" r="2.4"/><circle cx="32" cy="20" r="2.4"/><circle cx="47" cy="24" r="2.4"/><rect x="53" y="30" width="6" height="8" rx="1.5"/>',
  bangles: '<ellipse cx="32" cy="24" rx="22" ry="7"/><ellipse cx="32" cy="32" rx="22" ry="7"/><ellipse cx="32" cy="40" rx="22" ry="7"/>',
  set: '<path d="M18 8C18 24 24 32 32 33C40 32 46 24 46 8"/><path d="M32 33L28 39L32 45L36 39Z"/><circle cx="10" cy="40" r="2"/><path d="M10 42V46M6 54C6 49 8 46 10 46C12 46 14 49 14 54Z"/><circle cx="54" cy="40" r="2"/><path d="M54 42V46M50 54C50 49 52 46 54 46C56 46 58 49 58 54Z"/>',
  anklet:
    '<path d="M6 22C14 40 50 40 58 22"/><path d="M14 32v3M24 36v3M32 37v3M40 36v3M50 32v3"/><circle cx="14" cy="38" r="2.6"/><circle cx="24" cy="42" r="2.6"/><circle cx="32" cy="43" r="2.6"/><circle cx="40" cy="42" r="2.6"/><circle cx="50" cy="38" r="2.6"/>',
  mangalsutra:
    '<path d="M14 6C14 26 24 36 32 38C40 36 50 26 50 6" stroke-dasharray="0.1 4.2" stroke-width="3.2"/><path d="M18 6C18 24 26 32 32 34C38 32 46 24 46 6" stroke-dasharray="0.1 4.2" stroke-width="3.2"/><circle cx="26" cy="48" r="6"/><circle cx="38" cy="48" r="6"/><path d="M32 38V42"/>',
  'nose-pin':
    '<circle cx="26" cy="26" r="4"/><circle cx="26" cy="17" r="4.5"/><circle cx="34.5" cy="23" r="4.5"/><circle cx="31" cy="33" r="4.5"/><circle cx="21" cy="33" r="4.5"/><circle cx="17.5" cy="23" r="4.5"/><path d="M30 30L44 50C46 54 50 54 51 51C52 48 49 46 47 48"/>',
};

/** Muted-gold line icon for a category shortcut (64x64). */
export function renderCategoryIconSvg(kind: ArtKind): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" fill="none" stroke="${STROKE}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${ICON_PATHS[kind]}</svg>`;
}
