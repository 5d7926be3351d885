import sharp from 'sharp';

/** The generated drawings are 800 units wide (their viewBox). */
const DRAWING_WIDTH = 800;
/** librsvg draws an SVG's user units at 72 dots per inch. */
const SVG_DENSITY = 72;
/** Rendered pictures kept in memory: a few hundred small WebPs, the most recently asked for. */
const KEPT = 300;

/**
 * A generated drawing as a WebP `width` pixels wide. Browsers decode a WebP off the page's main
 * thread; an SVG `<img>` is a document of its own (100 to 200 elements here) that the main thread
 * parses and paints while the page loads, which on a budget phone is a third of a home page's
 * blocking time. Drawn at the target size (not scaled), so edges stay sharp.
 */
export function rasterizeDrawing(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (SVG_DENSITY * width) / DRAWING_WIDTH })
    .resize(width)
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Memoises an async renderer by key, keeping the `KEPT` most recently used answers. The promise
 * is kept, so requests that arrive while a picture is being drawn share one drawing; a failed
 * drawing is forgotten so it can be tried again.
 */
export function keepRecent<T>(render: (key: string) => Promise<T>, kept = KEPT): (key: string) => Promise<T> {
  const recent = new Map<string, Promise<T>>();
  return (key) => {
    const known = recent.get(key);
    if (known) {
      recent.delete(key);
      recent.set(key, known);
      return known;
    }
    const drawing = render(key);
    recent.set(key, drawing);
    drawing.catch(() => recent.delete(key));
    if (recent.size > kept) recent.delete(recent.keys().next().value!);
    return drawing;
  };
}
