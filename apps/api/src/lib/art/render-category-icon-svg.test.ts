import { describe, expect, it } from 'vitest';
import { ART_KINDS } from './art-spec';
import { getCategoryIconUrl, renderCategoryIconSvg } from './render-category-icon-svg';
import { findSvgProblems } from './svg-check';

describe('category icons', () => {
  it('renders a distinct well-formed 64x64 muted-gold line icon per kind', () => {
    const icons = ART_KINDS.map((kind) => renderCategoryIconSvg(kind));
    for (const svg of icons) {
      expect(findSvgProblems(svg)).toEqual([]);
      expect(svg).toContain('viewBox="0 0 64 64"');
      expect(svg).toContain('stroke="#b08d57"');
    }
    expect(new Set(icons).size).toBe(ART_KINDS.length);
  });

  it('has a stable url per kind', () => {
    expect(getCategoryIconUrl('nose-pin')).toBe('/media/icon/nose-pin.svg');
  });
});
