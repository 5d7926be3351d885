const MAROON = '#6b1f2a';
const EMERALD = '#1f4d3f';
const GOLD = '#b08d57';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

// Deterministic so a brand keeps its colour across restarts; roughly half get each.
function pickInk(name: string): string {
  let sum = 0;
  for (const ch of name) sum = (sum + (ch.codePointAt(0) ?? 0)) % 997;
  return sum % 2 === 0 ? MAROON : EMERALD;
}

const LOTUS =
  `<path d="M200 30C192 40 192 52 200 60C208 52 208 40 200 30Z"/><path d="M200 60C188 58 180 50 178 40C188 42 196 50 200 60Z"/>` +
  `<path d="M200 60C212 58 220 50 222 40C212 42 204 50 200 60Z"/><path d="M170 62H230"/>`;

/** Wordmark logo: the brand name in a serif with a lotus ornament and fine rules (400x200). */
export function renderBrandLogoSvg(name: string): string {
  const ink = pickInk(name);
  const size = Math.max(22, Math.min(44, Math.floor(620 / Math.max(name.length, 1))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">` +
    `<rect width="400" height="200" rx="14" fill="#fbf6ec"/>` +
    `<rect x="10" y="10" width="380" height="180" rx="10" fill="none" stroke="${GOLD}" stroke-opacity=".55"/>` +
    `<g fill="none" stroke="${GOLD}" stroke-width="2" stroke-linecap="round">${LOTUS}</g>` +
    `<text x="200" y="${118 + Math.round(size / 3)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" letter-spacing="1.5" fill="${ink}">${escapeXml(name)}</text>` +
    `<path d="M120 164H185M215 164H280" stroke="${GOLD}" stroke-width="1.5"/><circle cx="200" cy="164" r="3" fill="${GOLD}"/>` +
    `</svg>`
  );
}
