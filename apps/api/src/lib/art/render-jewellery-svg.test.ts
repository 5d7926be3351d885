import { describe, expect, it } from 'vitest';
import { ART_KINDS, ART_VIEWS, GEM_KINDS, METAL_TONES, type ArtSpec } from './art-spec';
import { renderJewellerySvg } from './render-jewellery-svg';
import { findSvgProblems } from './svg-check';

const SIZE_BUDGET = 12 * 1024;

describe('renderJewellerySvg', () => {
  it('renders well-formed, self-contained, compact SVG for every kind, metal, gem and view', () => {
    for (const kind of ART_KINDS) {
      for (const metal of METAL_TONES) {
        for (const gem of GEM_KINDS) {
          for (const view of ART_VIEWS) {
            const spec: ArtSpec = { kind, metal, gem, view };
            const svg = renderJewellerySvg(spec);
            expect(findSvgProblems(svg), JSON.stringify(spec)).toEqual([]);
            expect(svg).toContain('viewBox="0 0 800 800"');
            expect(svg.length, JSON.stringify(spec)).toBeLessThan(SIZE_BUDGET);
          }
        }
      }
    }
  });

  it('gives each view of a piece a different composition', () => {
    for (const kind of ART_KINDS) {
      const views = ART_VIEWS.map((view) => renderJewellerySvg({ kind, metal: 'gold', gem: 'ruby', view }));
      expect(new Set(views).size).toBe(views.length);
    }
  });

  it('is deterministic', () => {
    const spec: ArtSpec = { kind: 'set', metal: 'rose-gold', gem: 'kundan', view: 3 };
    expect(renderJewellerySvg(spec)).toBe(renderJewellerySvg({ ...spec }));
  });

  it('paints metals and gems differently', () => {
    const gold = renderJewellerySvg({ kind: 'ring', metal: 'gold', gem: 'diamond', view: 1 });
    const silver = renderJewellerySvg({ kind: 'ring', metal: 'silver', gem: 'diamond', view: 1 });
    const ruby = renderJewellerySvg({ kind: 'ring', metal: 'gold', gem: 'ruby', view: 1 });
    expect(new Set([gold, silver, ruby]).size).toBe(3);
  });
});

describe('findSvgProblems', () => {
  it('catches broken markup', () => {
    expect(findSvgProblems('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).not.toEqual([]);
    expect(findSvgProblems('<svg xmlns="http://www.w3.org/2000/svg"><image href="http://x"/></svg>')).not.toEqual([]);
    expect(findSvgProblems('<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>')).not.toEqual([]);
  });
});
