import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { keepRecent, rasterizeDrawing } from './raster-art';
import { renderJewellerySvg } from './render-jewellery-svg';

describe('rasterizeDrawing', () => {
  it('draws an 800-unit SVG as a square WebP of the width asked for', async () => {
    const svg = renderJewellerySvg({ kind: 'ring', metal: 'gold', gem: 'ruby', view: 1 });
    for (const width of [300, 1200]) {
      const metadata = await sharp(await rasterizeDrawing(svg, width)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: width });
    }
  });
});

describe('keepRecent', () => {
  it('draws each key once, shared by callers that ask while it is drawing', async () => {
    const drawn: string[] = [];
    const get = keepRecent(async (key) => {
      drawn.push(key);
      return key.toUpperCase();
    });
    const [a, b] = await Promise.all([get('a'), get('a')]);
    expect([a, b, await get('a')]).toEqual(['A', 'A', 'A']);
    expect(drawn).toEqual(['a']);
  });

  it('forgets the least recently used past its limit', async () => {
    const drawn: string[] = [];
    const get = keepRecent(async (key) => drawn.push(key), 2);
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // b goes
    await get('a');
    await get('b');
    expect(drawn).toEqual(['a', 'b', 'c', 'b']);
  });

  it('tries a failed drawing again', async () => {
    let attempts = 0;
    const get = keepRecent(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('librsvg failed');
      return 'drawn';
    });
    await expect(get('a')).rejects.toThrow('librsvg failed');
    await expect(get('a')).resolves.toBe('drawn');
  });
});
