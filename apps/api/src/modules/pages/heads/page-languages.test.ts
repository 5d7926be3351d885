import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_LANGUAGES } from '@aabhushan/shared/language-choice';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { SEED_BLOG_POSTS } from '../../../db/seed/content/seed-content';
import { toMetaDescription } from '../page-template';
import { HEAD_TEXTS } from './head-texts';

// A page drawn in a language has its head in it, and every page search engines see lists its address in each language.
const ORIGIN = 'https://shop.example.in';
const NECKLACE = 'lakshmi-temple-gold-necklace';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: ORIGIN } });
});
afterAll(async () => {
  await t.close();
});

/** What the test reads of an XML document, parsed by jsdom (the repository's, without types of its own); a malformed one throws. */
interface XmlElement {
  namespaceURI: string | null;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, name: string): Iterable<XmlElement> & ArrayLike<XmlElement>;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: { document: { documentElement: XmlElement } } };
};

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { host: 'evil.example:8080', ...(cookie ? { cookie } : {}) } });

/** The head's parts a test reads: `<html lang>`, title, description, canonical, alternates (hreflang to address) and JSON-LD. */
function headOf(html: string) {
  // Addresses as an attribute writes them ('&' as '&amp;'), read back.
  const address = (attribute: string | undefined) => attribute?.replaceAll('&amp;', '&');
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1], address(match[2])]));
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1],
    canonical: address(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]),
    alternates,
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

/** The five alternates of a canonical address: each language's `?lang=` (after the canonical's own query), and x-default without it. */
function alternatesOf(canonical: string): Record<string, string> {
  const separator = canonical.includes('?') ? '&' : '?';
  return { ...Object.fromEntries(STORE_LANGUAGES.map((language) => [language, `${canonical}${separator}lang=${language}`])), 'x-default': canonical };
}

describe('a product page in Tamil (?lang=ta)', () => {
  it('is <html lang="ta">, titled and described in Tamil, its JSON-LD in Tamil, with its five alternates', async () => {
    const response = await page(`/product/${NECKLACE}?lang=ta`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.lang).toBe('ta');
    expect(head.title).toBe('லட்சுமி டெம்பிள் தங்க ஆரம் | Aabhushan');
    expect(head.description).toBe('லட்சுமி காசுகளும் தாமரைப் பதக்கமும் கொண்ட 22 காரட் டெம்பிள் ஆரம்.');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'லட்சுமி டெம்பிள் தங்க ஆரம்',
      description: 'லட்சுமி காசுகளும் தாமரைப் பதக்கமும் கொண்ட 22 காரட் டெம்பிள் ஆரம்.',
      offers: { url: `${ORIGIN}/product/${NECKLACE}` },
    });
    expect(head.alternates).toEqual(alternatesOf(`${ORIGIN}/product/${NECKLACE}`));
    // The Tamil address is its own canonical, as each alternate must be.
    expect(head.canonical).toBe(`${ORIGIN}/product/${NECKLACE}?lang=ta`);
    expect(response.body).toContain('<meta property="og:locale" content="ta_IN">');
    expect(response.body).toContain('<meta property="og:locale:alternate" content="en_IN">');
  });

  it('is in English by default, as before, with the same alternates', async () => {
    const head = headOf((await page(`/product/${NECKLACE}`)).body);
    expect(head.lang).toBe('en');
    expect(head.title).toBe('Lakshmi Temple Gold Necklace | Aabhushan');
    expect(head.description).toBe('A 22K temple necklace of Lakshmi coins with a lotus pendant.');
    expect(head.jsonLd).toMatchObject({ name: 'Lakshmi Temple Gold Necklace', description: 'A 22K temple necklace of Lakshmi coins with a lotus pendant.' });
    expect(head.canonical).toBe(`${ORIGIN}/product/${NECKLACE}`);
    expect(head.alternates).toEqual(alternatesOf(`${ORIGIN}/product/${NECKLACE}`));
  });

  it('follows the language cookie without ?lang=, its canonical the address without it', async () => {
    const head = headOf((await page(`/product/${NECKLACE}`, 'lang=te')).body);
    expect(head.lang).toBe('te');
    expect(head.title).toBe('లక్ష్మీ టెంపుల్ బంగారు హారం | Aabhushan');
    expect(head.canonical).toBe(`${ORIGIN}/product/${NECKLACE}`);
  });

  it('reads the old addresses of a product in the language too, alternates on the canonical /product/{slug}', async () => {
    const head = headOf((await page(`/product-detail?id=${NECKLACE}&lang=hi`)).body);
    expect(head.title).toBe('लक्ष्मी टेंपल सोने का हार | Aabhushan');
    expect(head.alternates).toEqual(alternatesOf(`${ORIGIN}/product/${NECKLACE}`));
    expect(head.canonical).toBe(`${ORIGIN}/product/${NECKLACE}?lang=hi`);
  });
});

describe('the heads of every kind of page, in the language drawn', () => {
  it.each(STORE_LANGUAGES)('home, categories, content, policy and listing pages in %s', async (language) => {
    const texts = HEAD_TEXTS[language];
    const cases: Array<[url: string, canonical: string, title: string, description?: string]> = [
      ['/home', `${ORIGIN}/home`, texts.home.title, texts.home.description],
      ['/categories', `${ORIGIN}/categories`, `${texts.categories.title} | Aabhushan`, texts.categories.description],
      ['/faq', `${ORIGIN}/faq`, `${texts.content.faq.title} | Aabhushan`, texts.content.faq.description],
      ['/page/privacy-policy', `${ORIGIN}/page/privacy-policy`, `${texts.policies['privacy-policy'].title} | Aabhushan`],
      ['/products', `${ORIGIN}/products`, `${texts.allJewellery.title} | Aabhushan`, texts.allJewellery.description],
    ];
    for (const [path, canonical, title, description] of cases) {
      const head = headOf((await page(`${path}?lang=${language}`)).body);
      expect(head.lang, path).toBe(language);
      expect(head.title, path).toBe(title);
      if (description) expect(head.description, path).toBe(description);
      expect(head.alternates, path).toEqual(alternatesOf(canonical));
      expect(head.canonical, path).toBe(alternatesOf(canonical)[language]);
    }
  });

  it('names a category listing in the language, keeping its category in every alternate', async () => {
    const head = headOf((await page('/products?category=rings&lang=ta')).body);
    expect(head.title).toBe('மோதிரம் | Aabhushan');
    expect(head.alternates).toEqual(alternatesOf(`${ORIGIN}/products?category=rings`));
    expect(head.alternates.ta).toBe(`${ORIGIN}/products?category=rings&lang=ta`);
    // A search is not a page of its own: the alternates are the category's.
    const searched = headOf((await page('/products?category=rings&search=ruby&lang=te')).body);
    expect(searched.title).toBe('ఉంగరాలు | Aabhushan');
    expect(searched.alternates).toEqual(alternatesOf(`${ORIGIN}/products?category=rings`));
  });

  it.each(STORE_LANGUAGES)('titles and describes an article in %s, its own words in the language', async (language) => {
    const article = SEED_BLOG_POSTS.find((post) => post.slug === 'understanding-bis-hallmark-and-huid')!;
    const head = headOf((await page(`/blog/${article.slug}?lang=${language}`)).body);
    expect(head.lang).toBe(language);
    expect(head.title).toBe(`${article.title[language]} | Aabhushan`);
    expect(head.description).toBe(toMetaDescription(article.summary[language]));
    expect(head.jsonLd).toMatchObject({ headline: article.title[language], description: article.summary[language] });
    expect(head.alternates).toEqual(alternatesOf(`${ORIGIN}/blog/${article.slug}`));
  });

  it("names a shopper's own page and the not-found page in the language, without alternates (never indexed)", async () => {
    const cart = headOf((await page('/cart?lang=te')).body);
    expect(cart.title).toBe(`${HEAD_TEXTS.te.private.cart} | Aabhushan`);
    expect(cart.alternates).toEqual({});
    const missing = await page('/product/no-such-piece?lang=hi');
    expect(missing.statusCode).toBe(404);
    expect(headOf(missing.body).title).toBe(`${HEAD_TEXTS.hi.notFound.title} | Aabhushan`);
    expect(headOf(missing.body).lang).toBe('hi');
  });

  it('ignores a language the store does not speak: English, canonical without it', async () => {
    const head = headOf((await page('/faq?lang=fr')).body);
    expect(head.lang).toBe('en');
    expect(head.title).toBe('Frequently Asked Questions | Aabhushan');
    expect(head.canonical).toBe(`${ORIGIN}/faq`);
  });
});

describe('the fixed head texts', () => {
  it('are in every language, written in its own script, the store named Aabhushan', () => {
    const scripts = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;
    const textsOf = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as object).flatMap(textsOf));
    const english = textsOf(HEAD_TEXTS.en);
    for (const language of ['hi', 'ta', 'te'] as const) {
      const texts = textsOf(HEAD_TEXTS[language]);
      expect(texts).toHaveLength(english.length);
      for (const text of texts) expect(text, `${language}: ${text}`).toMatch(scripts[language]);
      expect(HEAD_TEXTS[language].home.title.startsWith('Aabhushan | ')).toBe(true);
    }
    for (const text of [...textsOf(HEAD_TEXTS)]) expect(text.length, text).toBeLessThanOrEqual(160);
  });
});

describe('the sitemap', () => {
  it('lists each address with its alternates in every language and x-default, as valid XML', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    // Well-formed XML with its namespaces declared, or the parser throws.
    const urlset = new JSDOM(response.body, { contentType: 'application/xml' }).window.document.documentElement;
    expect(urlset.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...urlset.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      const loc = url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]!.textContent!;
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(links.every((link) => link.getAttribute('rel') === 'alternate'), loc).toBe(true);
      expect(Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])), loc).toEqual(alternatesOf(loc));
    }
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="ta" href="${ORIGIN}/products?category=rings&amp;lang=ta"/>`,
    );
    expect(response.body).toContain(`<xhtml:link rel="alternate" hreflang="te" href="${ORIGIN}/product/${NECKLACE}?lang=te"/>`);
  });
});
