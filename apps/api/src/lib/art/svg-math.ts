/** Shortest decimal form; keeps each file small without visible rounding. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export interface Point {
  x: number;
  y: number;
}

export function polar(cx: number, cy: number, r: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
}

export function pointsAttr(points: readonly Point[]): string {
  return points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
}

/** A cubic Bezier; chains and drapes are laid along these. */
export interface Cubic {
  p0: Point;
  p1: Point;
  p2: Point;
  p3: Point;
}

export function cubicAt(c: Cubic, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return {
    x: a * c.p0.x + b * c.p1.x + d * c.p2.x + e * c.p3.x,
    y: a * c.p0.y + b * c.p1.y + d * c.p2.y + e * c.p3.y,
  };
}

export function cubicPath(c: Cubic): string {
  return `M${n(c.p0.x)} ${n(c.p0.y)}C${n(c.p1.x)} ${n(c.p1.y)} ${n(c.p2.x)} ${n(c.p2.y)} ${n(c.p3.x)} ${n(c.p3.y)}`;
}

/** `<use>` of a unit (radius 10) symbol, placed and scaled to radius r. */
export function useAt(id: string, x: number, y: number, r: number, rotate = 0): string {
  const rot = rotate ? ` rotate(${n(rotate)})` : '';
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${n(r / 10)})${rot}"/>`;
}

/** A row of round beads along a path, drawn as a dotted stroke with a highlight pass (compact). */
export function beadStrand(d: string, size: number, gap: number, colors: [string, string, string]): string {
  const pitch = n(size + gap);
  const dots = (w: number, c: string, dx: number): string =>
    `<path d="${d}" fill="none" stroke="${c}" stroke-width="${n(w)}" stroke-linecap="round" stroke-dasharray="0 ${pitch}"${dx ? ` transform="translate(${n(dx)} ${n(dx)})"` : ''}/>`;
  return dots(size, colors[0], 0) + dots(size * 0.55, colors[1], -size * 0.16) + dots(size * 0.22, colors[2], -size * 0.22);
}
