import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES } from '@aabhushan/shared/schemas/admin-content';
import { ADMIN_BLOG_MESSAGES as M, type AdminBlogPost, type AdminBlogPostCreateInput } from '@aabhushan/shared/schemas/admin-blog-posts';
import { CONTENT_MESSAGES, type BlogPost } from '@aabhushan/shared/schemas/content';
import { blogPosts } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { signIn, signInStaff } from '../../../test/signed-in-customer';
import { contentTestCalls } from './content-test-helpers';

let t: TestApp;
let staff: { userId: string; authorization: string };
let calls: ReturnType<typeof contentTestCalls>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t);
  calls = contentTestCalls(t, () => staff.authorization);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const HOSTILE_BODY =
  '<h2>Festive picks</h2><p onclick="steal()">Gold <script>fetch("/api/auth/me")</script>for Diwali.</p>' +
  '<img src="/media/art/ring-gold-none-1.svg" alt="Ring" onerror="alert(1)"><a href="javascript:alert(2)">Shop</a><a href="/products">All</a>';
let counter = 0;
const newPost = (overrides: Partial<AdminBlogPostCreateInput> = {}): AdminBlogPostCreateInput => {
  counter += 1;
  return {
    title: `Staff story ${counter}`,
    summary: 'What our karigars made this season',
    bodyHtml: '<p>Temple jewellery, made by hand.</p>',
    category: 'stories',
    imageUrl: '/media/art/ring-gold-none-1.svg',
    imageAlt: 'A gold ring',
    author: 'Ananya Soni',
    tags: ['craft'],
    ...overrides,
  };
};
async function create(body: AdminBlogPostCreateInput): Promise<AdminBlogPost> {
  const answer = await calls.send('POST', '/api/admin/blog-posts', body);
  expect(answer.status, answer.body).toBe(201);
  return answer.data as AdminBlogPost;
}
const publicSlugs = async () => (await calls.publicData<BlogPost[]>('/api/public/blog?limit=100')).data.map((post) => post.slug);

describe('POST /api/admin/blog-posts', () => {
  it('creates a draft with a slug from its title; publishing shows it on the store at once; both audited', async () => {
    const post = await create(newPost({ title: 'Care for Pearls (and Polki)!' }));
    expect(post).toMatchObject({ slug: 'care-for-pearls-and-polki', isPublished: false, state: 'draft', readTimeMinutes: 1, title: 'Care for Pearls (and Polki)!' });
    expect(await publicSlugs()).not.toContain(post.slug); // and the list is now cached

    const published = await calls.send('POST', `/api/admin/blog-posts/${post.id}/state`, { published: true });
    expect([published.status, published.message, published.data.state]).toEqual([200, M.published, 'published']);
    expect(await publicSlugs()).toContain(post.slug);
    expect((await calls.publicData<BlogPost>(`/api/public/blog/slug/${post.slug}`)).data.default_title).toBe('Care for Pearls (and Polki)!');

    const audit = await calls.auditActions(post.id);
    expect(audit.map((row) => [row.action, row.actorId, row.entityType])).toEqual([
      ['blog-post.create', staff.userId, 'blog-post'],
      ['blog-post.publish', staff.userId, 'blog-post'],
    ]);
    expect(audit[1]).toMatchObject({ before: { isPublished: false }, after: { isPublished: true } });
  });

  it('stores a hostile body clean: no script, no inline handler, no javascript: link', async () => {
    const post = await create(newPost({ bodyHtml: HOSTILE_BODY, isPublished: true }));
    const [row] = await t.database.db.select({ bodyHtml: blogPosts.bodyHtml }).from(blogPosts).where(eq(blogPosts.id, post.id));
    for (const html of [row!.bodyHtml, post.bodyHtml, (await calls.publicData<BlogPost>(`/api/public/blog/${post.id}`)).data.description]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
      expect(html).toContain('<h2>Festive picks</h2>');
      expect(html).toContain('<a href="/products">All</a>');
    }
  });

  it('refuses a slug another post uses with its message, and numbers a slug made from a taken title', async () => {
    const first = await create(newPost({ title: 'Bridal Edit', slug: 'bridal-edit' }));
    expect(await calls.refusal('POST', '/api/admin/blog-posts', newPost({ slug: 'bridal-edit' }))).toEqual([409, M.slugTaken]);
    const second = await create(newPost({ title: 'Bridal edit' }));
    expect([first.slug, second.slug]).toEqual(['bridal-edit', 'bridal-edit-2']);
    expect(await calls.refusal('PATCH', `/api/admin/blog-posts/${second.id}`, { slug: 'bridal-edit' })).toEqual([409, M.slugTaken]);
  });

  it.each([
    ['a blank title', { title: '  ' }, M.title],
    ['a category the blog does not have', { category: 'gossip' }, CONTENT_MESSAGES.blogCategoryInvalid],
    ['a picture from another site', { imageUrl: 'https://example.com/a.jpg' }, ADMIN_CONTENT_MESSAGES.picture],
    ['an empty body', { bodyHtml: ' ' }, M.body],
    ['a slug with spaces', { slug: 'Bridal Edit' }, ADMIN_CONTENT_MESSAGES.slug],
    ['a date without a time', { publishedAt: '2026-12-01' }, M.publishedAt],
    ['a read time of 0', { readTimeMinutes: 0 }, M.readTime],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, M.tags],
  ] as Array<[string, Partial<AdminBlogPostCreateInput>, string]>)('refuses %s with its message', async (_case, overrides, message) => {
    expect(await calls.refusal('POST', '/api/admin/blog-posts', newPost(overrides))).toEqual([400, message]);
  });
});

describe('scheduled posts, edits and deletes', () => {
  it('keeps a post published for later hidden from the store until its moment', async () => {
    const post = await create(newPost({ isPublished: true, publishedAt: new Date(Date.now() + 2 * DAY).toISOString() }));
    expect(post.state).toBe('scheduled');
    expect((await calls.publicData(`/api/public/blog/slug/${post.slug}`)).status).toBe(404);
    expect(await publicSlugs()).not.toContain(post.slug);
    const scheduled = (await calls.send('GET', '/api/admin/blog-posts?state=scheduled&limit=100')).data as AdminBlogPost[];
    expect(scheduled.map((row) => row.id)).toContain(post.id);

    // Its moment comes (moved to the past here): the store shows it.
    await calls.send('PATCH', `/api/admin/blog-posts/${post.id}`, { publishedAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await calls.publicData(`/api/public/blog/slug/${post.slug}`)).status).toBe(200);
  });

  it('an edit changes the public answer at once, keeps the fields not sent, and refreshes the read time with a new body', async () => {
    const post = await create(newPost({ isPublished: true, readTimeMinutes: 9 }));
    expect((await calls.publicData<BlogPost>(`/api/public/blog/slug/${post.slug}`)).data.summary).toBe(post.summary);
    const longBody = `<p>${'word '.repeat(650)}</p>`;
    const edited = await calls.send('PATCH', `/api/admin/blog-posts/${post.id}`, { summary: 'A new summary', bodyHtml: longBody });
    expect([edited.status, edited.message]).toEqual([200, M.updated]);
    expect(edited.data).toMatchObject({ summary: 'A new summary', title: post.title, readTimeMinutes: 4, author: post.author });
    expect((await calls.publicData<BlogPost>(`/api/public/blog/slug/${post.slug}`)).data.summary).toBe('A new summary');
    expect((await calls.auditActions(post.id)).at(-1)).toMatchObject({ action: 'blog-post.update', before: { summary: post.summary }, after: { summary: 'A new summary' } });
    expect(await calls.refusal('PATCH', `/api/admin/blog-posts/${post.id}`, {})).toEqual([400, ADMIN_CONTENT_MESSAGES.nothingToChange]);
  });

  it('deletes a post (gone from the store, audited), and says so when it is not there', async () => {
    const post = await create(newPost({ isPublished: true }));
    expect(await publicSlugs()).toContain(post.slug);
    expect(await calls.refusal('DELETE', `/api/admin/blog-posts/${post.id}`)).toEqual([200, M.deleted]);
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await calls.auditActions(post.id)).at(-1)).toMatchObject({ action: 'blog-post.delete', after: null, before: { id: post.id } });
    expect(await calls.refusal('DELETE', `/api/admin/blog-posts/${post.id}`)).toEqual([404, M.notFound]);
    expect(await calls.refusal('GET', `/api/admin/blog-posts/${post.id}`)).toEqual([404, M.notFound]);
  });

  it('lists drafts and published posts, by category and words, and refuses customers', async () => {
    const draft = await create(newPost({ title: 'Navratri colours draft', category: 'trends' }));
    const list = async (query: string) => ((await calls.send('GET', `/api/admin/blog-posts?${query}`)).data as AdminBlogPost[]).map((row) => row.id);
    expect(await list('state=draft&limit=100')).toContain(draft.id);
    expect(await list('state=published&limit=100')).not.toContain(draft.id);
    expect(await list('q=navratri%20colours')).toEqual([draft.id]);
    expect(await list('category=care-tips&q=navratri')).toEqual([]);
    const page = await calls.send('GET', '/api/admin/blog-posts?limit=2');
    expect(page.data).toHaveLength(2);
    const customer = await signIn(t);
    expect((await calls.send('GET', '/api/admin/blog-posts', undefined, customer.authorization)).status).toBe(403);
  });

  it('previews HTML exactly as it would be stored', async () => {
    const preview = await calls.send('POST', '/api/admin/content-previews', { html: HOSTILE_BODY });
    expect(preview.status).toBe(200);
    expect(preview.data.html).not.toMatch(/<script|onclick|javascript:/i);
    expect(preview.data.html).toContain('<h2>Festive picks</h2>');
  });
});
