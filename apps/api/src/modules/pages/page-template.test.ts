import { describe, expect, it } from 'vitest';
import { LATE_START_SCRIPT, PRELOADS_PER_TASK } from './first-view/late-start';
import { escapeHtml, languageAddressesOf, prepareTemplate, renderHeadTags, toJsonLd, toMetaDescription, withLanguageAddresses } from './page-template';

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

describe('page-template', () => {
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

  it("puts a page's tags in, the build's scripts after its styles and the page's own tags", () => {
    const html = prepareTemplate(BUILT_INDEX).render({ title: 'Ring', description: 'A ring.' }, '<link rel="preload" as="image" href="/a.svg">');
    const order = ['index-abc.css', '<title>Ring</title>', 'as="image"', 'src="/assets/index-abc.js"', 'href="/assets/framework-abc.js"', '</head>'].map((part) => html.indexOf(part));
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(true);
    expect(html.match(/index-abc\.js/g)).toHaveLength(1);
  });

  it('puts a drawn first view in the root, its styles before it, and starts the scripts from the end of the body, after the first paint', () => {
    const html = prepareTemplate(BUILT_INDEX).render({ title: 'Ring', description: 'A ring.' }, '', { html: '<main>Drawn</main>', styles: '<style>main{}</style>' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('index-abc.css');
    expect(head).not.toMatch(/\.js"/);
    expect(html).toContain(
      `<body><style>main{}</style><div id="root"><main>Drawn</main></div><script data-entry="/assets/index-abc.js" data-preload="/assets/framework-abc.js">${LATE_START_SCRIPT}</script></body>`,
    );
  });

  it("preloads a drawn page's own scripts after the entry's", () => {
    const html = prepareTemplate(BUILT_INDEX).render({ title: 'Ring', description: 'A ring.' }, '', { html: '<main>Drawn</main>', styles: '', scripts: ['/assets/ring-page-abc.js'] });
    expect(html).toContain('<script data-entry="/assets/index-abc.js" data-preload="/assets/framework-abc.js /assets/ring-page-abc.js">');
  });

  it("gives a page's canonical address in each language (?lang= after its own query) and x-default without it", () => {
    expect(languageAddressesOf('https://x.in/products?category=rings')).toEqual([
      { hreflang: 'en', href: 'https://x.in/products?category=rings&lang=en' },
      { hreflang: 'hi', href: 'https://x.in/products?category=rings&lang=hi' },
      { hreflang: 'ta', href: 'https://x.in/products?category=rings&lang=ta' },
      { hreflang: 'te', href: 'https://x.in/products?category=rings&lang=te' },
      { hreflang: 'x-default', href: 'https://x.in/products?category=rings' },
    ]);
    expect(languageAddressesOf('https://x.in/home')[2]).toEqual({ hreflang: 'ta', href: 'https://x.in/home?lang=ta' });
  });

  it('writes the alternates of a head with a canonical address, the address that chose its language as canonical', () => {
    const head = { title: 'மோதிரம்', description: 'A ring.', canonicalUrl: 'https://x.in/products?category=rings', language: 'ta' as const };
    const tags = renderHeadTags(withLanguageAddresses(head, 'ta'));
    expect(tags).toContain('<link rel="canonical" href="https://x.in/products?category=rings&amp;lang=ta">');
    expect(tags).toContain('<link rel="alternate" hreflang="hi" href="https://x.in/products?category=rings&amp;lang=hi">');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://x.in/products?category=rings">');
    expect(tags).toContain('<meta property="og:locale" content="ta_IN"><meta property="og:locale:alternate" content="en_IN">');
    expect(tags.match(/rel="alternate"/g)).toHaveLength(5);
    expect(renderHeadTags(withLanguageAddresses(head, undefined))).toContain('<link rel="canonical" href="https://x.in/products?category=rings">');
    // A page without a canonical address (a shopper's own) has no alternates.
    const own = { title: 'Cart', description: 'Your cart.', noIndex: true };
    expect(withLanguageAddresses(own, 'te')).toBe(own);
    expect(renderHeadTags(own)).toContain('<meta property="og:locale" content="en_IN"><meta property="og:type"');
  });

  describe('the late start', () => {
    /** Runs the late start in a stand-in browser; answers what it added to the head, and the browser's callbacks to call. */
    function runLateStart({ hidden = false, paintTiming = true, preload = '/assets/a.js /assets/b.js' } = {}) {
      const added: Array<Record<string, string>> = [];
      const callbacks = { frame: [] as Array<() => void>, timers: [] as Array<{ run: () => void; delay: number }>, paint: [] as Array<(names: string[]) => void> };
      const document = {
        hidden,
        currentScript: { dataset: { entry: '/assets/index-abc.js', preload } },
        createElement: (tag: string) => ({ tag }),
        head: { append: (element: Record<string, string>) => added.push(element) },
      };
      class PerformanceObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
        constructor(private readonly report: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) {}
        observe() {
          callbacks.paint.push((names) => this.report({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect() {} }));
        }
      }
      const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', LATE_START_SCRIPT) as (...args: unknown[]) => void;
      run(document, (frame: () => void) => callbacks.frame.push(frame), (run: () => void, delay = 0) => callbacks.timers.push({ run, delay }), PerformanceObserver);
      /** Runs the timers of `delay` due now, and those they set, as the browser would. */
      const runTimers = (delay?: number) => {
        for (let timer; (timer = callbacks.timers.find((candidate) => delay === undefined || candidate.delay === delay)); ) {
          callbacks.timers.splice(callbacks.timers.indexOf(timer), 1);
          timer.run();
        }
      };
      return { added, callbacks, runTimers };
    }
    const modulePreload = (href: string) => ({ tag: 'link', crossOrigin: '', rel: 'modulepreload', href });
    const EXPECTED = [{ tag: 'script', crossOrigin: '', type: 'module', src: '/assets/index-abc.js' }, modulePreload('/assets/a.js'), modulePreload('/assets/b.js')];

    it('adds the preloads and then the entry just after the first contentful paint, once', () => {
      const { added, callbacks, runTimers } = runLateStart();
      callbacks.frame.forEach((frame) => frame());
      callbacks.paint.forEach((report) => report(['first-paint']));
      expect(added).toEqual([]);
      callbacks.paint.forEach((report) => report(['first-contentful-paint']));
      expect(added).toEqual([]);
      runTimers(0);
      expect(added).toEqual(EXPECTED);
      runTimers(); // the 3-second fallback does not start it again
      expect(added).toEqual(EXPECTED);
    });

    it(`adds the entry first, then its preloads ${PRELOADS_PER_TASK} per task`, () => {
      const hrefs = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/assets/m${index}.js`);
      const { added, callbacks } = runLateStart({ hidden: true, preload: hrefs.join(' ') });
      expect(added).toEqual([EXPECTED[0], ...hrefs.slice(0, PRELOADS_PER_TASK).map(modulePreload)]);
      callbacks.timers.shift()!.run();
      expect(added).toHaveLength(1 + PRELOADS_PER_TASK * 2);
      callbacks.timers.shift()!.run();
      expect(added).toEqual([EXPECTED[0], ...hrefs.map(modulePreload)]);
      expect(callbacks.timers).toEqual([]);
    });

    it('starts 3 seconds after the first frame when no contentful paint comes', () => {
      const { added, callbacks, runTimers } = runLateStart();
      callbacks.frame.forEach((frame) => frame());
      expect(callbacks.timers.map(({ delay }) => delay)).toEqual([3000]);
      runTimers();
      expect(added).toEqual(EXPECTED);
    });

    it('starts a frame after the first one where the browser cannot tell the paint, and at once in a background tab', () => {
      const unknownPaint = runLateStart({ paintTiming: false });
      expect(unknownPaint.callbacks.paint).toEqual([]);
      unknownPaint.callbacks.frame.forEach((frame) => frame());
      expect(unknownPaint.callbacks.timers.map(({ delay }) => delay)).toEqual([0]);
      unknownPaint.runTimers();
      expect(unknownPaint.added).toEqual(EXPECTED);

      expect(runLateStart({ hidden: true }).added).toEqual(EXPECTED);
    });
  });
});
