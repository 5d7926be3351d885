import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, Faq } from '@aabhushan/shared/schemas/content';
import { blogPosts, faqs } from '../../db/schema/index';
import { newId } from '../../lib/new-id';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createContentService } from './content.service';
import { isContentAnswer } from './content-changed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), cache: response.headers['x-cache'] };
};

const HOSTILE_BODY =
  '<h2>Festive picks</h2><p onclick="steal()">Gold <script>fetch("/api/auth/me")</script>for Diwali.</p>' +
  '<img src="/media/art/ring-gold-none-1.svg" alt="Ring" onerror="alert(1)"><a href="javascript:alert(2)">Shop</a><a href="/products">All</a>';

const post = (slug: string, bodyHtml: string, hindiBody?: string) => ({
  slug,
  title: { en: 'Festive picks' },
  summary: { en: 'Gold for Diwali' },
  bodyHtml: hindiBody === undefined ? { en: bodyHtml } : { en: bodyHtml, hi: hindiBody },
  category: 'trends',
  imageUrl: '/media/art/ring-gold-none-1.svg',
  imageAlt: { en: 'Ring' },
  author: 'Ananya Soni',
  readTimeMinutes: 3,
  tags: ['diwali'],
  publishedAt: new Date(Date.now() - 60_000),
});

const expectClean = (html: string) => {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  expect(html).toContain('<h2>Festive picks</h2>');
  expect(html).toContain('<a href="/products">All</a>');
  expect(html).toContain('<img src="/media/art/ring-gold-none-1.svg" alt="Ring" loading="lazy" />');
};

describe('content HTML is sanitised on the way in and out', () => {
  it('a post whose body holds a script, an inline handler and a javascript: link, in any language, is stored and served clean', async () => {
    const content = createContentService(t.database.db, { drops: t.app.answerDrops });
    await content.publishBlogPost(post('festive-picks', HOSTILE_BODY, HOSTILE_BODY));
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'festive-picks'));
    expectClean(row!.bodyHtml.en);
    expectClean(row!.bodyHtml.hi!);
    const served = (await get('/api/public/blog/slug/festive-picks')).body.data as BlogPost;
    expect(Object.keys(served.description)).toEqual(['en', 'hi']);
    expectClean(served.description.en);
    expectClean(served.description.hi!);
  });

  it('a row written around the store\'s code is still served clean, in every language', async () => {
    await t.database.db.insert(blogPosts).values({ id: newId(), ...post('written-directly', HOSTILE_BODY, HOSTILE_BODY) });
    await t.database.db.insert(faqs).values({ id: newId(), question: { en: 'Hostile?' }, answerHtml: { en: HOSTILE_BODY, ta: HOSTILE_BODY }, icon: 'x', topic: 'test', sortOrder: 999 });
    t.app.contentChanged();
    const served = ((await get('/api/public/blog/slug/written-directly')).body.data as BlogPost).description;
    expectClean(served.en);
    expectClean(served.hi!);
    const faq = ((await get('/api/public/faq')).body.data as Faq[]).find((row) => row.question.en === 'Hostile?')!;
    expectClean(faq.answer.en);
    expectClean(faq.answer.ta!);
  });

  it('an FAQ answer saved through the service is stored clean in every language', async () => {
    const content = createContentService(t.database.db);
    const id = await content.saveFaq({ question: { en: 'Safe?' }, answerHtml: { en: HOSTILE_BODY, hi: HOSTILE_BODY, te: HOSTILE_BODY }, icon: 'x', topic: 'test' });
    const [row] = await t.database.db.select().from(faqs).where(eq(faqs.id, id));
    for (const html of [row!.answerHtml.en, row!.answerHtml.hi!, row!.answerHtml.te!]) expectClean(html);
  });
});

describe('content answers are cached for 5 minutes and cleared when content changes', () => {
  it('serves a repeated read from the cache, and a new post appears at once after it is published', async () => {
    t.app.contentChanged();
    const first = await get('/api/public/blog?category=stories&limit=100');
    expect(first.cache).toBe('miss');
    const again = await get('/api/public/blog?limit=100&category=stories');
    expect(again.cache).toBe('hit');
    const product = await get('/api/public/product?limit=1');
    expect((await get('/api/public/product?limit=1')).cache).toBe('hit');

    const content = createContentService(t.database.db, { drops: t.app.answerDrops });
    await content.publishBlogPost({ ...post('new-story', '<p>A new story</p>'), category: 'stories' });
    const after = await get('/api/public/blog?category=stories&limit=100');
    expect(after.cache).toBe('miss');
    expect((after.body.data as BlogPost[]).map((row) => row.slug)).toContain('new-story');
    // The catalogue's answers stay cached: content writes do not touch them.
    expect(product.status).toBe(200);
    expect((await get('/api/public/product?limit=1')).cache).toBe('hit');
  });

  it('knows which cached answers are content', () => {
    for (const key of ['/api/public/blog', '/api/public/blog/slug/x', '/api/public/faq?page=2', '/api/public/expert', '/api/public/testimonial', '/api/public/service?parent=root', '/api/public/store-location']) {
      expect(isContentAnswer(key)).toBe(true);
    }
    for (const key of ['/api/public/product', '/api/public/blogger', '/api/public/banner', '/api/public/brand']) expect(isContentAnswer(key)).toBe(false);
  });

  it('does not publish a post before its date', async () => {
    await t.database.db.insert(blogPosts).values({ id: newId(), ...post('tomorrow', '<p>Soon</p>'), publishedAt: new Date(Date.now() + 86_400_000) });
    t.app.contentChanged();
    expect((await get('/api/public/blog/slug/tomorrow')).status).toBe(404);
  });
});
