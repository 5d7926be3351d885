import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { SEARCH_QUERY_MESSAGE } from '@aabhushan/shared/schemas/catalogue';
import { LIMIT_MESSAGE } from '@aabhushan/shared/schemas/common';
import { categories, products } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import { seedProducts } from '../../db/seed/products';
import { seedCategories } from '../../db/seed/categories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { getJson, type ListBody } from './catalogue-test-helpers';
import { parseSearchTerms } from './product-search';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function search(q: string, limit = 100) {
  const { status, body } = await getJson<ListBody<Product>>(t, `/api/public/product/search?q=${encodeURIComponent(q)}&limit=${limit}`);
  expect(status, q).toBe(200);
  return body;
}
const slugsIn = (category: string) => seedProducts.filter((product) => product.categorySlug === category).map((p) => p.slug);
const seeded = (slug: string) => seedProducts.find((product) => product.slug === slug)!;
const shortText = (slug: string) => seeded(slug).shortDescription;

describe('GET /api/public/product/search', () => {
  it('answers 8 results per page by default for the header suggestions', async () => {
    const { status, body } = await getJson<ListBody<Product>>(t, '/api/public/product/search?q=gold');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    expect(body.pagination.itemsPerPage).toBe(8);
    expect(body.pagination.totalItems).toBeGreaterThan(8);
    expect(body.data[0]).toHaveProperty('images');
  });

  it.each(['', '%20%20', null])('asks for a search term when q is %s', async (q) => {
    const { status, body } = await getJson(t, q === null ? '/api/public/product/search' : `/api/public/product/search?q=${q}`);
    expect(status).toBe(400);
    expect(body).toEqual(refusal(SEARCH_QUERY_MESSAGE));
    expect(SEARCH_QUERY_MESSAGE).toBe('Please enter a search term');
  });

  it('checks the page size like every list (limit 1 to 1000)', async () => {
    expect((await getJson(t, '/api/public/product/search?q=gold&limit=1000')).status).toBe(200);
    const { status, body } = await getJson(t, '/api/public/product/search?q=gold&limit=1001');
    expect(status).toBe(400);
    expect(body.message).toBe(LIMIT_MESSAGE);
  });

  it('treats LIKE and tsquery syntax as plain text', async () => {
    for (const q of ['%%%', "'&|!():*", '_']) expect((await search(q)).data, q).toEqual([]);
    expect((await search('necklace & | !')).pagination.totalItems).toBe((await search('necklace')).pagination.totalItems);
  });
});

describe('search typo tolerance', () => {
  it.each([
    ['neklace', 'necklaces', /necklace/i],
    ['necklce', 'necklaces', /necklace/i],
    ['braclet', 'bracelets', /bracelet/i],
    ['jhumki', 'earrings', /jhumk/i],
    ['jumka', 'earrings', /jhumka/i],
    ['mangalsootra', 'mangalsutra', /mangalsutra/i],
  ])('"%s" finds %s', async (q, category, name) => {
    const { data } = await search(q);
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]!.name.en).toMatch(name);
    expect(data.map((product) => product.slug)).toEqual(expect.arrayContaining(seedProducts.filter((p) => p.categorySlug === category && name.test(p.name.en)).map((p) => p.slug)));
  });

  it('"neklace" finds every necklace, also those not named so (found by their category)', async () => {
    const slugs = (await search('neklace')).data.map((product) => product.slug);
    expect(slugs).toEqual(expect.arrayContaining(slugsIn('necklaces')));
  });

  it('"jumka" finds the jhumkas and nothing unrelated', async () => {
    const { data } = await search('jumka');
    expect(data.every((product) => /jhumk/i.test(product.name.en))).toBe(true);
  });

  it('does not match "ring" inside earrings', async () => {
    const { data } = await search('ring');
    expect(data.map((product) => product.slug).sort()).toEqual(slugsIn('rings').sort());
    expect((await search('rings')).data.length).toBe(data.length);
  });

  it('finds nothing for gibberish', async () => {
    expect((await search('xqzvw')).data).toEqual([]);
  });
});

describe('search in Hindi', () => {
  it('"हार" finds necklaces, Hindi-named ones first', async () => {
    const { data } = await search('हार');
    const slugs = data.map((product) => product.slug);
    expect(slugs).toEqual(expect.arrayContaining(slugsIn('necklaces')));
    expect(data[0]!.name.hi).toContain('हार');
  });

  // Conjuncts (virama: त्र, न्न) and vowel signs (matras) are where a locale's parser may split
  // a word; the query is split by the same parser as the documents, so these always match.
  it.each([
    ['मंगलसूत्र', 'mangalsutra', 'मंगलसूत्र'],
    ['ब्रेसलेट', 'bracelets', 'ब्रेसलेट'],
    ['अंगूठी', 'rings', 'अंगूठी'],
    ['पन्ने की अंगूठी', 'rings', 'पन्ने की अंगूठी'],
  ])('the Hindi words "%s" find %s by their Hindi names', async (query, category, inName) => {
    const { data } = await search(query);
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]!.name.hi).toContain(inName);
    const named = seedProducts.filter((product) => product.categorySlug === category && product.name.hi.includes(inName)).map((p) => p.slug);
    expect(named.length).toBeGreaterThan(0);
    expect(data.map((product) => product.slug)).toEqual(expect.arrayContaining(named));
  });

  it('a Hindi word prefix finds the whole word: "मंगल" finds every mangalsutra', async () => {
    const { data } = await search('मंगल');
    expect(data.map((product) => product.slug)).toEqual(expect.arrayContaining(slugsIn('mangalsutra')));
  });

  it('"हीरा पेंडेंट मंगलसूत्र" puts that very piece first', async () => {
    const { data } = await search('हीरा पेंडेंट मंगलसूत्र');
    expect(data[0]!.name.en).toBe('Diamond Pendant Mangalsutra');
  });

  it('"झुमके" finds earrings, the jhumkas named झुमके first, then the sets described with jhumkas', async () => {
    const { data } = await search('झुमके');
    expect(data.map((product) => product.slug)).toEqual(expect.arrayContaining(slugsIn('earrings')));
    expect(data[0]!.name.hi).toContain('झुमके');
    const firstOther = data.findIndex((product) => product.category.slug !== 'earrings');
    expect(firstOther).toBe(slugsIn('earrings').length);
    for (const product of data.slice(firstOther)) expect(shortText(product.slug).hi).toMatch(/झुमक/);
  });

  it('matches a Hindi product name word for word', async () => {
    const seeded = seedProducts.find((product) => product.slug === 'ruby-kundan-rani-haar')!;
    const { data } = await search(seeded.name.hi);
    expect(data[0]!.slug).toBe(seeded.slug);
  });
});

describe('search in Tamil and Telugu', () => {
  it('"மோதிரம்" finds every ring, those named மோதிரம் first', async () => {
    const { data } = await search('மோதிரம்');
    const slugs = data.map((product) => product.slug);
    expect(slugs).toEqual(expect.arrayContaining(slugsIn('rings')));
    const named = data.map((product) => product.name.ta!.includes('மோதிரம்'));
    expect(named.filter(Boolean).length).toBe(seedProducts.filter((p) => p.name.ta.includes('மோதிரம்')).length);
    expect(named.slice(named.indexOf(false)).every((isNamed) => !isNamed)).toBe(true);
    expect(data.every((product) => product.category.slug === 'rings')).toBe(true);
  });

  it('"జుమ్కాలు" finds the jhumkas first, then the other earrings (their category is కమ్మలు, జుమ్కాలు) and sets described with jhumkas', async () => {
    const { data } = await search('జుమ్కాలు');
    const jhumkas = seedProducts.filter((p) => p.name.te.includes('జుమ్కాలు')).map((p) => p.slug);
    expect(jhumkas.length).toBeGreaterThan(1);
    expect(data.slice(0, jhumkas.length).map((product) => product.slug).sort()).toEqual(jhumkas.sort());
    expect(data.map((product) => product.slug)).toEqual(expect.arrayContaining(slugsIn('earrings')));
    for (const product of data.filter((p) => p.category.slug !== 'earrings')) expect(shortText(product.slug).te).toMatch(/జుమ్కా/);
  });

  it.each([
    ['ஜிமிக்கி', 'earrings', 'ta'],
    ['நெக்லஸ்', 'necklaces', 'ta'],
    ['மூக்குத்தி', 'nose-pins', 'ta'],
    ['గాజులు', 'bangles', 'te'],
    ['మంగళసూత్రం', 'mangalsutra', 'te'],
    ['బ్రేస్‌లెట్లు', 'bracelets', 'te'],
  ] as const)('"%s" finds every piece of %s (their category\'s %s name)', async (query, category, language) => {
    expect(seedCategories.find((c) => c.slug === category)!.name[language]).toContain(query);
    const slugs = (await search(query)).data.map((product) => product.slug);
    expect(slugs).toEqual(expect.arrayContaining(slugsIn(category)));
  });

  // One letter wrong or left out, in a longer word: found as "neklace" finds necklaces.
  it.each([
    ['மோதரம்', 'rings', 'ta', 'மோதிரம்'],
    ['மேதிரம்', 'rings', 'ta', 'மோதிரம்'],
    ['ஜிமிகி', 'earrings', 'ta', 'ஜிமிக்கி'],
    ['நெக்லெஸ்', 'necklaces', 'ta', 'நெக்லஸ்'],
    ['జుమ్కలు', 'earrings', 'te', 'జుమ్కాలు'],
    ['ఉంగరలు', 'rings', 'te', 'ఉంగర'],
    ['अंगुठी', 'rings', 'hi', 'अंगूठी'],
  ] as const)('the mistyped "%s" finds %s, the pieces named with the word first', async (query, category, language, word) => {
    const { data } = await search(query);
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]!.name[language]).toContain(word);
    expect(data.map((product) => product.slug)).toEqual(expect.arrayContaining(slugsIn(category)));
  });

  it('finds a piece by a word of its Tamil, Telugu or Hindi short description', async () => {
    const choker = 'kundan-bridal-choker-set';
    const { hi, ta, te } = shortText(choker);
    for (const [words, text] of [['நெற்றிச்சுட்டியுடன்', ta], ['పాపిడి బిళ్లతో', te], ['मांग टीके', hi]] as const) {
      expect(text).toContain(words);
      expect((await search(words)).data.map((product) => product.slug), words).toContain(choker);
    }
  });

  it('puts the piece first whose Tamil or Telugu name is the query', async () => {
    for (const slug of ['gold-kamal-floral-ring', 'ruby-jhumka-earrings']) {
      const piece = seeded(slug);
      for (const name of [piece.name.ta, piece.name.te]) expect((await search(name)).data[0]!.slug, name).toBe(piece.slug);
    }
  });

  it('answers the type-ahead cards with every language of the names, for the storefront to show its own', async () => {
    const { status, body } = await getJson<ListBody<{ slug: string; name: Record<string, string> }>>(t, `/api/public/product/search?q=${encodeURIComponent('தங்கத் தாமரை')}&view=card`);
    expect(status).toBe(200);
    const piece = seeded('gold-kamal-floral-ring');
    expect(body.data[0]).toMatchObject({ slug: piece.slug, name: { en: piece.name.en, hi: piece.name.hi, ta: piece.name.ta, te: piece.name.te } });
  });

  it('reads a Telugu word alike with or without its zero-width non-joiner (కాక్‌టెయిల్)', async () => {
    const named = seedProducts.filter((p) => p.name.te.includes('కాక్\u200cటెయిల్')).map((p) => p.slug).sort();
    expect(named.length).toBeGreaterThan(1);
    for (const query of ['కాక్\u200cటెయిల్', 'కాక్టెయిల్', 'కాక్\u200dటెయిల్']) {
      expect((await search(query)).data.map((product) => product.slug).sort(), query).toEqual(named);
    }
  });

  it('follows a Tamil short description edited (the document follows short_description)', async () => {
    const slug = 'gold-kamal-floral-ring';
    const before = seeded(slug).shortDescription;
    expect((await search('குவோக்கா')).data).toEqual([]);
    await t.database.db.update(products).set({ shortDescription: { ...before, ta: 'குவோக்கா வடிவ மோதிரம்.' } }).where(eq(products.slug, slug));
    t.app.publicCache.clear();
    expect((await search('குவோக்கா')).data.map((product) => product.slug)).toEqual([slug]);
    await t.database.db.update(products).set({ shortDescription: before }).where(eq(products.slug, slug));
    t.app.publicCache.clear();
    expect((await search('குவோக்கா')).data).toEqual([]);
  });
});

describe('search ranking', () => {
  it('ranks a name match above a tag match', async () => {
    const { data } = await search('bridal');
    const named = data.map((product) => /bridal/i.test(product.name.en));
    expect(named[0]).toBe(true);
    expect(named.slice(named.indexOf(false)).every((isNamed) => !isNamed)).toBe(true);
    expect(data.length).toBe(seedProducts.filter((p) => /bridal/i.test(p.name.en) || p.tags.includes('bridal')).length);
  });

  it('ranks an exact name first, then names starting with the query', async () => {
    const { data } = await search('polki nose pin');
    expect(data[0]!.slug).toBe('polki-nose-pin');
    const { data: prefixed } = await search('rose gold');
    expect(prefixed[0]!.name.en.toLowerCase().startsWith('rose gold')).toBe(true);
  });

  it('needs every word: "gold jhumka" finds gold jhumkas only', async () => {
    const { data } = await search('gold jhumka');
    expect(data.length).toBeGreaterThan(0);
    for (const product of data) {
      expect(product.category.slug).toBe('earrings');
      expect(seedProducts.find((p) => p.slug === product.slug)!.metal).toBe('gold');
    }
  });

  it('finds by category name and slug, and by tag', async () => {
    expect((await search('mangalsutra')).pagination.totalItems).toBe(slugsIn('mangalsutra').length);
    expect((await search('nose pins')).data.map((p) => p.slug).sort()).toEqual(slugsIn('nose-pins').sort());
    expect((await search('daily wear')).pagination.totalItems).toBe(seedProducts.filter((p) => p.tags.includes('daily-wear')).length);
  });

  it('follows a renamed category (the search document is kept by the database)', async () => {
    await t.database.db.update(categories).set({ name: { en: 'Toe Adornments', hi: 'पायल' } }).where(eq(categories.slug, 'anklets'));
    t.app.publicCache.clear();
    expect((await search('adornments')).pagination.totalItems).toBe(slugsIn('anklets').length);
  });

  it("follows a piece added, renamed, hidden and deleted (the search's copy is kept by the database)", async () => {
    const [category] = await t.database.db.select().from(categories).where(eq(categories.slug, 'rings'));
    const id = newId();
    await t.database.db.insert(products).values({
      id, slug: 'quokka-charm-ring', name: { en: 'Quokka Charm Ring' }, categoryId: category!.id, metal: 'gold',
      shortDescription: { en: 'Short.' }, longDescription: { en: 'Long.' }, basePricePaise: 2_500_000, salePricePaise: 2_400_000, mrpPaise: 2_500_000,
      stockQuantity: 2, images: [{ url: '/media/art/ring-gold-none-1.svg', altText: 'Ring', isPrimary: true }],
    });
    const found = async (q: string) => {
      t.app.publicCache.clear();
      return (await search(q)).data.map((p) => p.slug);
    };
    expect(await found('quokka')).toEqual(['quokka-charm-ring']);
    await t.database.db.update(products).set({ name: { en: 'Wombat Charm Ring' } }).where(eq(products.id, id));
    expect([await found('quokka'), await found('wombat')]).toEqual([[], ['quokka-charm-ring']]);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    expect(await found('wombat')).toEqual([]);
    await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, id));
    expect(await found('wombat')).toEqual(['quokka-charm-ring']);
    await t.database.db.delete(products).where(eq(products.id, id));
    expect(await found('wombat')).toEqual([]);
  });
});

describe('parseSearchTerms', () => {
  it('keeps words of letters, vowel signs and digits, lower-cased, once each', () => {
    expect(parseSearchTerms('  Gold   JHUMKA gold ')).toEqual({ text: 'gold jhumka gold', words: ['gold', 'jhumka'] });
    expect(parseSearchTerms('झुमके, 22K!').words).toEqual(['झुमके', '22k']);
    expect(parseSearchTerms("%_'&|!():*").words).toEqual([]);
  });

  it('keeps Tamil and Telugu words whole, vowel signs and viramas inside, and drops zero-width joiners', () => {
    expect(parseSearchTerms('மோதிரம், நெக்லஸ்கள்').words).toEqual(['மோதிரம்', 'நெக்லஸ்கள்']);
    expect(parseSearchTerms('జుమ్కాలు ముక్కుపుడక').words).toEqual(['జుమ్కాలు', 'ముక్కుపుడక']);
    expect(parseSearchTerms('కాక్\u200cటెయిల్ ఉంగరం')).toEqual({ text: 'కాక్టెయిల్ ఉంగరం', words: ['కాక్టెయిల్', 'ఉంగరం'] });
    expect(parseSearchTerms('क्\u200dष').words).toEqual(['क्ष']);
    // Composed and decomposed forms (here the nukta of ज़) are one word.
    expect(parseSearchTerms('\u095b').words).toEqual(parseSearchTerms('\u091c\u093c').words);
  });

  it('keeps at most six words', () => {
    expect(parseSearchTerms('a b c d e f g h').words).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('search pages', () => {
  it('answers an empty page past the end with the right totals', async () => {
    const all = await search('gold', 1000);
    const { status, body } = await getJson<ListBody<Product>>(t, '/api/public/product/search?q=gold&limit=8&page=40');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ totalItems: all.data.length, totalPages: Math.ceil(all.data.length / 8), hasNextPage: false });
  });

  it('pages through the ranking without overlap', async () => {
    const all = (await search('gold', 1000)).data.map((p) => p.slug);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 8); page++) {
      const { body } = await getJson<ListBody<Product>>(t, `/api/public/product/search?q=gold&page=${page}`);
      expect(body.pagination.totalItems).toBe(all.length);
      paged.push(...body.data.map((p) => p.slug));
    }
    expect(paged).toEqual(all);
  });
});

describe('search_term_corrections (migration 0023)', () => {
  const firstRow = async <Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows[0]!;
  const corrections = async (word: string, minSimilarity: number, maxCount: number) =>
    (await firstRow<{ terms: string[] }>(sql`select search_term_corrections(${word}, ${minSimilarity}::real, ${maxCount}::integer) as terms`)).terms;
  const similarity = async (a: string, b: string) => Number((await firstRow<{ s: number }>(sql`select similarity(${a}, ${b}) as s`)).s);

  it('gives the vocabulary words close to a word, closest first, at most as many as asked', async () => {
    const found = await corrections('neklace', 0.4, 6);
    expect(found[0]).toBe('necklace');
    const scores = await Promise.all(found.map((term) => similarity(term, 'neklace')));
    expect(scores.every((score) => score >= 0.4)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(await corrections('neklace', 0.4, 1)).toEqual(['necklace']);
    expect(await corrections('ring', 0.4, 6)).not.toContain('earring');
    expect(await corrections('qxzvbw', 0.4, 6)).toEqual([]);
  });

  it('compares Indic words whole, a virama or nukta as a letter (migration 0040)', async () => {
    expect((await corrections('மோதரம்', 0.4, 6))[0]).toBe('மோதிரம்');
    expect((await corrections('జుమ్కలు', 0.4, 6))[0]).toBe('జుమ్కాలు');
    // A virama left out is one letter missing, not the same word.
    expect(await similarity('மோதிரம்', 'மோதிரம')).toBe(1); // pg_trgm alone: the virama is no letter
    const formed = (await firstRow<{ s: number }>(sql`select similarity(search_trigram_form('மோதிரம்'), search_trigram_form('மோதிரம')) as s`)).s;
    expect(Number(formed)).toBeLessThan(1);
    expect(Number(formed)).toBeGreaterThan(0.4);
  });
});

describe('the header search and a listing searched', () => {
  const listed = async (path: string) => {
    const { status, body } = await getJson<ListBody<Product>>(t, path);
    expect(status).toBe(200);
    return { slugs: body.data.map((p) => p.slug), total: body.pagination.totalItems };
  };

  // A listing with a search alone is read as the header search is; with any other filter (here a
  // price floor every piece is above) it is ranked on the product rows: both in the same order.
  it.each(['gold ring', 'neklace', 'हार', 'bridal', 'jumka'])('rank "%s" alike (one relevance, two statements)', async (q) => {
    const header = (await search(q, 200)).data.map((p) => p.slug);
    expect(header.length).toBeGreaterThan(0);
    const alone = await listed(`/api/public/product?search=${encodeURIComponent(q)}&limit=200`);
    const filtered = await listed(`/api/public/product?search=${encodeURIComponent(q)}&minPrice=0&limit=200`);
    expect(alone).toEqual({ slugs: header, total: header.length });
    expect(filtered).toEqual({ slugs: header, total: header.length });
  });

  it('narrows a searched listing by its other filters, still by relevance', async () => {
    const header = (await search('gold', 1000)).data;
    const rings = header.filter((p) => p.category.slug === 'rings').map((p) => p.slug);
    expect(rings.length).toBeGreaterThan(1);
    expect(rings.length).toBeLessThan(header.length);
    expect(await listed('/api/public/product?search=gold&category=rings&limit=200')).toEqual({ slugs: rings, total: rings.length });
  });

  it('pages a listing with a search alone as the header search does', async () => {
    const header = (await search('gold', 1000)).data.map((p) => p.slug);
    const second = await listed('/api/public/product?search=gold&page=2&limit=9');
    expect(second).toEqual({ slugs: header.slice(9, 18), total: header.length });
  });
});
