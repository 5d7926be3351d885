import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, Expert, Faq, Service, StoreLocation, Testimonial } from '@aabhushan/shared/schemas/content';
import { OPENING_STORE_SETTINGS } from '../settings/store-settings';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { refusal } from '../../test/refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface ListBody<T> {
  success: boolean;
  message: string;
  data: T[];
  pagination: { totalItems: number; itemsPerPage: number; hasNextPage: boolean };
}

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T, cache: response.headers['x-cache'] };
};

describe('GET /api/public/blog', () => {
  it('answers 10 published posts by default, newest first, with real bodies, authors and read times', async () => {
    const { status, body } = await get<ListBody<BlogPost>>('/api/public/blog');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toMatchObject({ totalItems: 13, itemsPerPage: 10, hasNextPage: true });
    const dates = body.data.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of body.data) {
      expect(post.description.en).toMatch(/<h2>/);
      expect(post.description.en).toMatch(/<(ul|ol)>/);
      expect(post.description.en).toMatch(/<img src="\/media\/art\/[^"]+\.webp"/);
      expect(post).toMatchObject({ _id: post.id, default_title: post.title.en, blog_type: post.category, link: `/blog/${post.slug}`, image: post.images[0]!.url });
      expect(post.author.length).toBeGreaterThan(3);
      expect(post.readTime).toMatch(/^\d+ min read$/);
      expect(post.tags.length).toBeGreaterThan(1);
    }
  });

  it("answers an article's words in the four languages, each body cleaned HTML", async () => {
    const { body } = await get<{ data: BlogPost }>('/api/public/blog/slug/understanding-bis-hallmark-and-huid');
    const post = body.data;
    for (const text of [post.title, post.subtitle, post.summary, post.description, post.images[0]!.altText]) expect(Object.keys(text)).toEqual(['en', 'hi', 'ta', 'te']);
    expect(post.default_title).toBe('Understanding the BIS Hallmark and HUID');
    expect(post.title.ta).toBe('BIS ஹால்மார்க்கும் HUID-யும்: தெரிந்துகொள்ளுங்கள்');
    for (const html of Object.values(post.description)) {
      expect(html).toContain('<h2>');
      expect(html).toContain('<a href="/faq">');
      expect(html).toMatch(/<img src="\/media\/art\/[^"]+\.webp" alt="[^"]+" width="800" height="800" loading="lazy" \/>/);
    }
    expect(post.description.te).toContain('<h2>మూడు ముద్రలు</h2>');
  });

  it('filters by category, and each of the four categories has posts', async () => {
    for (const category of ['trends', 'care-tips', 'guides', 'stories']) {
      const { body } = await get<ListBody<BlogPost>>(`/api/public/blog?category=${category}&limit=100`);
      expect(body.data.length).toBeGreaterThanOrEqual(3);
      expect(body.data.every((post) => post.category === category)).toBe(true);
    }
    const { status, body } = await get<{ message: string }>('/api/public/blog?category=gossip');
    expect(status).toBe(400);
    expect(body.message).toBe('category must be one of trends, care-tips, guides, stories');
  });

  it('searches titles, summaries and tags, every word, with pattern characters taken literally', async () => {
    const { body } = await get<ListBody<BlogPost>>('/api/public/blog?search=HUID');
    expect(body.data.map((post) => post.slug)).toContain('understanding-bis-hallmark-and-huid');
    const both = await get<ListBody<BlogPost>>('/api/public/blog?search=silver%20care');
    expect(both.body.data.map((post) => post.slug)).toEqual(['clean-silver-jewellery-at-home']);
    const none = await get<ListBody<BlogPost>>('/api/public/blog?search=%25');
    expect(none.body.data).toEqual([]);
  });

  it('finds an article by words of its title or summary in Hindi, Tamil or Telugu, a Telugu word typed without its joiner too', async () => {
    const slugsFor = async (search: string) => (await get<ListBody<BlogPost>>(`/api/public/blog?limit=100&search=${encodeURIComponent(search)}`)).body.data.map((post) => post.slug);
    expect(await slugsFor('मंगलसूत्र')).toEqual(['story-of-the-mangalsutra']);
    expect(await slugsFor('ஹால்மார்க் செயலியில்')).toEqual(['understanding-bis-hallmark-and-huid']);
    expect(await slugsFor('ఉంగరం సైజు')).toEqual(['find-your-ring-size-at-home']);
    // హాల్‌మార్క్ is written with a zero-width non-joiner that shoppers often leave out.
    expect(await slugsFor('హాల్\u200cమార్క్')).toEqual(await slugsFor('హాల్మార్క్'));
    expect(await slugsFor('హాల్మార్క్')).toContain('understanding-bis-hallmark-and-huid');
  });

  it('finds a post by slug and by id, and answers 404 in the envelope for unknown ones', async () => {
    const bySlug = await get<{ data: BlogPost }>('/api/public/blog/slug/how-to-read-a-diamond-certificate');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.title.en).toBe('How to Read a Diamond Certificate');
    const byId = await get<{ data: BlogPost }>(`/api/public/blog/${bySlug.body.data.id}`);
    expect(byId.body.data.slug).toBe('how-to-read-a-diamond-certificate');
    for (const url of ['/api/public/blog/slug/no-such-post', '/api/public/blog/ffffffffffffffffffffffff']) {
      const missing = await get<unknown>(url);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(refusal('Blog post not found.'));
    }
  });
});

describe('other public content', () => {
  it('testimonials: 10 of 12 by default, ACTIVE, some without a designation, their words and designations in every language', async () => {
    const { body } = await get<ListBody<Testimonial>>('/api/public/testimonial');
    expect(body.data).toHaveLength(10);
    expect(body.pagination.totalItems).toBe(12);
    expect(body.data.every((row) => row.status === 'ACTIVE' && row.testimonial.en.length > 40)).toBe(true);
    expect(body.data.some((row) => row.designation === null)).toBe(true);
    const meera = body.data.find((row) => row.title === 'Meera Iyer')!;
    expect(Object.keys(meera.testimonial).sort()).toEqual(['en', 'hi', 'ta', 'te']);
    expect(meera.testimonial.ta).toMatch(/\p{Script=Tamil}/u);
    expect(meera.designation).toMatchObject({ en: 'Bride, 2025', te: expect.stringMatching(/\p{Script=Telugu}/u) });
  });

  it('team: six members with roles, bios and skills in the four languages, and socials', async () => {
    const { body } = await get<ListBody<Expert>>('/api/public/expert');
    expect(body.pagination.itemsPerPage).toBe(20);
    expect(body.data).toHaveLength(6);
    expect(body.data[0]).toMatchObject({ name: 'Rajendra Soni', role: { en: 'Founder and Master Jeweller', ta: 'நிறுவனர், தலைமை நகைக் கலைஞர்' } });
    for (const member of body.data) {
      expect(Object.keys(member.role).sort()).toEqual(['en', 'hi', 'ta', 'te']);
      expect(Object.keys(member.bio).sort()).toEqual(['en', 'hi', 'ta', 'te']);
      expect(member.role.en.length).toBeGreaterThan(3);
      expect(member.skills.en.length).toBeGreaterThan(1);
      expect(member.skills.te).toHaveLength(member.skills.en.length);
      expect(Object.values(member.socials).every((url) => url?.startsWith('https://'))).toBe(true);
    }
  });

  it('FAQs: at least 15 with HTML answers covering hallmarks, making charges, returns, COD, sizing, care and gold rate', async () => {
    const { body } = await get<ListBody<Faq>>('/api/public/faq');
    expect(body.pagination.itemsPerPage).toBe(100);
    expect(body.data.length).toBeGreaterThanOrEqual(15);
    expect(body.data.every((faq) => faq.answer.en.startsWith('<'))).toBe(true);
    const text = body.data.map((faq) => `${faq.question.en} ${faq.answer.en}`).join(' ');
    for (const subject of ['HUID', 'making charges', 'return', 'cash on delivery', 'ring size', 'clean', 'gold rate']) {
      expect(text.toLowerCase()).toContain(subject.toLowerCase());
    }
  });

  it('FAQs answer each question, subtitle and answer in English, Hindi, Tamil and Telugu', async () => {
    const { body } = await get<ListBody<Faq>>('/api/public/faq');
    const making = body.data.find((faq) => faq.question.en.startsWith('What are making charges'))!;
    expect(making.question).toMatchObject({ ta: 'செய்கூலி என்றால் என்ன, அது எப்படிக் கணக்கிடப்படுகிறது?' });
    expect(making.subtitle).toEqual({ en: 'Making charges', hi: 'मेकिंग चार्ज', ta: 'செய்கூலி', te: 'తయారీ ఛార్జీలు' });
    expect(making.answer.te).toMatch(/^<p>తయారీ ఛార్జీలు .*<strong>ధర వివరాలు<\/strong>/);
    for (const faq of body.data) {
      for (const language of ['hi', 'ta', 'te'] as const) {
        expect(faq.question[language], faq.question.en).toBeTruthy();
        expect(faq.answer[language], faq.question.en).toMatch(/^<(p|ol|ul)>/);
      }
    }
    expect(body.data.find((faq) => faq.question.en === 'Is GST included in your prices?')?.subtitle).toBeNull();
  });

  it('services: top level by default order, children by parent slug, sorted by title on request', async () => {
    const all = await get<ListBody<Service>>('/api/public/service');
    expect(all.body.pagination.itemsPerPage).toBe(100);
    const top = await get<ListBody<Service>>('/api/public/service?parent=root');
    expect(top.body.data.map((service) => service.slug)).toEqual(['resizing', 'polishing', 'engraving', 'repairs', 'valuation']);
    const repairs = top.body.data.find((service) => service.slug === 'repairs')!;
    const children = await get<ListBody<Service>>('/api/public/service?parent=repairs&sort=title&order=desc');
    expect(children.body.data.map((service) => service.default_title)).toEqual(['Kundan and Polki Re-setting', 'Chain Soldering']);
    expect(children.body.data[1]).toMatchObject({ title: { ta: 'சங்கிலி பற்றவைப்பு' }, turnaround: { en: '2-3 days', hi: '2-3 दिन', ta: '2-3 நாட்கள்', te: '2-3 రోజులు' } });
    for (const service of all.body.data) for (const text of [service.title, service.description, service.turnaround]) expect(Object.keys(text).sort()).toEqual(['en', 'hi', 'ta', 'te']);
    expect(children.body.data.every((service) => service.parent === repairs._id)).toBe(true);
    const byId = await get<ListBody<Service>>(`/api/public/service?parent=${repairs._id}`);
    expect(byId.body.data).toHaveLength(2);
    const bad = await get<{ message: string }>('/api/public/service?sort=price');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('sort must be one of order, title, createdAt');
  });

  it('store locations: the Jaipur flagship first, with the store settings\' hours and coordinates, its words in the four languages', async () => {
    const { body } = await get<ListBody<StoreLocation>>('/api/public/store-location');
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    const [flagship] = body.data;
    expect(flagship).toMatchObject({ isFlagship: true, city: { en: 'Jaipur', te: 'జైపూర్' }, phone: OPENING_STORE_SETTINGS.contact.phone, coordinates: OPENING_STORE_SETTINGS.coordinates });
    expect(flagship!.addressLines).toMatchObject({ en: OPENING_STORE_SETTINGS.contact.addressLines.slice(0, 2), hi: ['14, जौहरी बाज़ार', 'जयपुर, राजस्थान 302003'] });
    for (const location of body.data) expect(Object.keys(location.name).sort()).toEqual(['en', 'hi', 'ta', 'te']);
    for (const location of body.data) expect(location.hours).toEqual(OPENING_STORE_SETTINGS.hours);
  });
});

describe('GET /api/public/page/{slug}', () => {
  it('serves the policy pages filled in from the store settings, and 404 for any other slug', async () => {
    const privacy = await get<{ data: { slug: string; sections: { id: string; blocks: unknown[] }[] } }>('/api/public/page/privacy-policy');
    expect(privacy.status).toBe(200);
    expect(privacy.body.data.slug).toBe('privacy-policy');
    expect(JSON.stringify(privacy.body.data.sections)).toContain(OPENING_STORE_SETTINGS.contact.email);
    const terms = await get<{ data: { sections: unknown[] } }>('/api/public/page/terms-of-service');
    expect(JSON.stringify(terms.body.data.sections)).toContain(`within ${OPENING_STORE_SETTINGS.returnWindowDays} days of delivery`);
    const missing = await get<unknown>('/api/public/page/shipping-policy');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(refusal('Page not found.'));
  });
});
