import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@aabhushan/shared/schemas/content';
import { cleanHtml } from '../../../lib/clean-html';
import { expectFourLanguages } from '../four-languages.fixture';
import { SEED_BLOG_POSTS } from './seed-content';

const LANGUAGES = ['en', 'hi', 'ta', 'te'] as const;
/** An article body's shape: its tags in order, with the addresses of its links and pictures (the words left out). */
const shapeOf = (html: string) => [...html.matchAll(/<(\/?[a-z0-9]+)(?:[^>]*?\s(?:href|src)="([^"]*)")?[^>]*>/g)].map(([, tag, address]) => (address ? `${tag} ${address}` : tag));

describe('the journal articles of the demo store', () => {
  it('are thirteen, with unique slugs, in every category', () => {
    expect(SEED_BLOG_POSTS).toHaveLength(13);
    expect(new Set(SEED_BLOG_POSTS.map((post) => post.slug)).size).toBe(SEED_BLOG_POSTS.length);
    for (const category of BLOG_CATEGORIES) expect(SEED_BLOG_POSTS.some((post) => post.category === category), category).toBe(true);
  });

  it('write every title, subtitle, summary, picture description and body in English, Hindi, Tamil and Telugu, each in its own script', () => {
    for (const post of SEED_BLOG_POSTS) {
      for (const field of ['title', 'subtitle', 'summary', 'imageAlt', 'body'] as const) {
        expectFourLanguages(post[field], `${post.slug} ${field}`);
        for (const language of LANGUAGES) expect(post[field][language].trim().length, `${post.slug} ${field} ${language}`).toBeGreaterThan(3);
      }
    }
  });

  it('keep the body HTML of each translation as the English has it: the same tags in the same order, the same links and pictures, all kept by the cleaning', () => {
    for (const post of SEED_BLOG_POSTS) {
      const english = shapeOf(cleanHtml(post.body.en));
      expect(english, post.slug).toEqual(shapeOf(post.body.en));
      for (const language of LANGUAGES) expect(shapeOf(cleanHtml(post.body[language])), `${post.slug} ${language}`).toEqual(english);
    }
  });
});
