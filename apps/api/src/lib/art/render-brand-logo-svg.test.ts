import { describe, expect, it } from 'vitest';
import { escapeXml, renderBrandLogoSvg } from './render-brand-logo-svg';
import { findSvgProblems } from './svg-check';

describe('renderBrandLogoSvg', () => {
  it('draws a well-formed 400x200 wordmark', () => {
    const svg = renderBrandLogoSvg('Swarna Kala');
    expect(findSvgProblems(svg)).toEqual([]);
    expect(svg).toContain('viewBox="0 0 400 200"');
    expect(svg).toContain('>Swarna Kala</text>');
    expect(svg).toMatch(/fill="#(6b1f2a|1f4d3f)"/);
  });

  it('escapes the name', () => {
    const svg = renderBrandLogoSvg('A&B <x>');
    expect(svg).toContain('>A&amp;B &lt;x&gt;</text>');
    expect(svg).not.toContain('<x>');
    expect(findSvgProblems(svg)).toEqual([]);
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });

  it('fits long names by shrinking the type', () => {
    const short = renderBrandLogoSvg('Kala');
    const long = renderBrandLogoSvg('Chandni Silver Works and Sons');
    const size = (svg: string): number => Number(/font-size="(\d+)"/.exec(svg)?.[1]);
    expect(size(long)).toBeLessThan(size(short));
  });
});
