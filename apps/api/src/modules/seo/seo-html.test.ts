import { describe, expect, it } from 'vitest';
import { escapeHtml, prepareTemplate, toJsonLd, toMetaDescription } from './seo-html';

const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Aabhushan: handcrafted jewellery."
    />
    <title>Aabhushan</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('seo-html', () => {
  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('writes JSON-LD that cannot close its script and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & \u2028' };
    const json = toJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('cuts descriptions at a word boundary to at most 160 characters', () => {
    const long = 'Handcrafted temple necklace '.repeat(10);
    const cut = toMetaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
    expect(toMetaDescription('  Short   and\nsweet. ')).toBe('Short and sweet.');
  });

  it('replaces the built title and (multi-line) description once, keeping the rest of the page', () => {
    const template = prepareTemplate(BUILT_INDEX);
    const html = template.render({ title: 'Ring | Aabhushan', description: 'A ring.', canonicalUrl: 'https://x.in/product/ring' });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Ring | Aabhushan</title><meta name="description" content="A ring.">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<body><div id="root"></div></body>');
    expect(template.render(null)).toBe(BUILT_INDEX);
  });

  it("puts a page's tags and first view in, the build's scripts after its styles and the page's own tags", () => {
    const html = prepareTemplate(BUILT_INDEX).render({ title: 'Ring', description: 'A ring.' }, '<link rel="preload" as="image" href="/a.svg">', '<main>Drawn</main>');
    const order = ['index-abc.css', '<title>Ring</title>', 'as="image"', 'src="/assets/index-abc.js"', 'href="/assets/framework-abc.js"', '</head>'].map((part) => html.indexOf(part));
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(true);
    expect(html.match(/index-abc\.js/g)).toHaveLength(1);
    expect(html).toContain('<body><div id="root"><main>Drawn</main></div></body>');
  });
});
