import type { GemKind, MetalTone } from '../../db/seed/seed-types';

/** Five stops from shadow to specular highlight; gradients mix them for a polished look. */
export interface MetalPalette {
  deep: string;
  dark: string;
  base: string;
  light: string;
  shine: string;
}

export interface GemPalette {
  deep: string;
  base: string;
  light: string;
  glint: string;
}

export const METAL_PALETTES: Record<MetalTone, MetalPalette> = {
  gold: { deep: '#6e4a12', dark: '#a77a26', base: '#d6a942', light: '#f2d57f', shine: '#fff5d2' },
  'rose-gold': { deep: '#73392c', dark: '#a9634f', base: '#d8927a', light: '#f3c4b0', shine: '#fff0e8' },
  silver: { deep: '#50575d', dark: '#858d94', base: '#bfc5ca', light: '#e6e9ec', shine: '#ffffff' },
  platinum: { deep: '#4a5260', dark: '#7c8695', base: '#b0b9c6', light: '#dde4ee', shine: '#f7faff' },
};

export const GEM_PALETTES: Record<GemKind, GemPalette> = {
  none: { deep: '#6e4a12', base: '#d6a942', light: '#f2d57f', glint: '#fff5d2' },
  diamond: { deep: '#8ea9c0', base: '#d5e6f2', light: '#f6fbff', glint: '#ffffff' },
  ruby: { deep: '#4f0716', base: '#b0142f', light: '#ee5b70', glint: '#ffd9df' },
  emerald: { deep: '#053a26', base: '#0d7a4e', light: '#4fcf98', glint: '#dcfff0' },
  sapphire: { deep: '#0a1b52', base: '#1f45a6', light: '#6e96ea', glint: '#e2ecff' },
  pearl: { deep: '#cbbfae', base: '#eee6d9', light: '#fffdf8', glint: '#ffffff' },
  kundan: { deep: '#5a0a18', base: '#c01f3a', light: '#f0677c', glint: '#ffe1e6' },
  polki: { deep: '#a59a80', base: '#e4dccb', light: '#fbf8ef', glint: '#ffffff' },
};

/** Kundan work pairs red glass with green; the secondary stone of a kundan piece. */
export const KUNDAN_GREEN: GemPalette = { deep: '#04381f', base: '#138a55', light: '#5fd69e', glint: '#e0fff0' };

/** Velvet chosen to contrast with the metal on display shots. */
export const VELVET: Record<MetalTone, { dark: string; base: string; light: string }> = {
  gold: { dark: '#3d0c16', base: '#6b1f2a', light: '#8e3443' },
  'rose-gold': { dark: '#0f2e29', base: '#1f4d45', light: '#356b61' },
  silver: { dark: '#141d38', base: '#26365f', light: '#3c4f80' },
  platinum: { dark: '#2a1830', base: '#4a2e52', light: '#684571' },
};

export const BACKDROPS = {
  ivory: ['#fffdf8', '#f8f0e3'],
  blush: ['#fdf3ef', '#f3dcd3'],
  cream: ['#fbf6ec', '#efe3cf'],
  silk: ['#f7e7dc', '#e9cdbd'],
} as const;
