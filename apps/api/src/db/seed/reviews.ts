import { createHash } from 'node:crypto';
import { UNUSABLE_PASSWORD_HASH } from '../../lib/password';
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { products, reviews, users } from '../schema/index';
import { newId } from '../../lib/new-id';
import { refreshRatingAggregates } from '../../modules/reviews/reviews.repository';
import { COMMENTS_BY_RATING, REVIEWER_NAMES } from './review-data';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A hash no argon2 verification can match: reviewers exist only as authors. */
export const MAX_SEED_REVIEWS_PER_PRODUCT = 8;

/** A small seeded generator, so the demo reviews are the same on every seed. */
function randomFor(key: string): () => number {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mostly 4 and 5 stars, as real jewellery reviews run. */
function pickRating(random: () => number): 1 | 2 | 3 | 4 | 5 {
  const r = random();
  if (r < 0.56) return 5;
  if (r < 0.86) return 4;
  if (r < 0.95) return 3;
  if (r < 0.985) return 2;
  return 1;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function reviewerEmail(name: string): string {
  return `${name.toLowerCase().replace(/\s+/g, '.')}@reviewers.example.com`;
}

/**
 * Reviewer customers and 0-8 reviews per product, each after the product went on sale,
 * then the products' rating columns from those rows. Newer pieces have fewer reviews.
 */
export async function seedReviews(db: Database, now: Date): Promise<void> {
  const reviewerRows = REVIEWER_NAMES.map((name) => ({
    id: newId(),
    name,
    email: reviewerEmail(name),
    passwordHash: UNUSABLE_PASSWORD_HASH,
    roleType: 'customer',
    emailVerifiedAt: new Date(now.getTime() - 400 * DAY_MS),
    createdAt: new Date(now.getTime() - 400 * DAY_MS),
    updatedAt: new Date(now.getTime() - 400 * DAY_MS),
  }));
  // A database from an earlier release may hold the reviewers already: reuse their rows.
  await db.insert(users).values(reviewerRows).onConflictDoNothing();
  const stored = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, reviewerRows.map((row) => row.email)));
  const idByEmail = new Map(stored.map((row) => [row.email, row.id]));
  for (const row of reviewerRows) row.id = idByEmail.get(row.email) ?? row.id;

  const productRows = await db.select({ id: products.id, slug: products.slug, createdAt: products.createdAt }).from(products);
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const product of productRows) {
    const random = randomFor(`reviews:${product.slug}`);
    const daysOnSale = Math.floor((now.getTime() - product.createdAt.getTime()) / DAY_MS);
    const cap = daysOnSale < 4 ? 0 : daysOnSale < 30 ? 3 : MAX_SEED_REVIEWS_PER_PRODUCT;
    const howMany = Math.floor(random() * (cap + 1));
    const authors = shuffled(reviewerRows, random).slice(0, howMany);
    const used = new Set<string>();
    for (const author of authors) {
      const rating = pickRating(random);
      const pool = COMMENTS_BY_RATING[rating].filter((comment) => !used.has(comment));
      const comment = pool[Math.floor(random() * pool.length)] ?? COMMENTS_BY_RATING[rating][0]!;
      used.add(comment);
      const daysAgo = 1 + random() * (Math.min(daysOnSale, 365) - 2);
      const createdAt = new Date(now.getTime() - Math.round(daysAgo * DAY_MS));
      reviewRows.push({ id: newId(), productId: product.id, userId: author.id, rating, comment, createdAt, updatedAt: createdAt });
    }
  }
  for (let start = 0; start < reviewRows.length; start += 500) {
    await db.insert(reviews).values(reviewRows.slice(start, start + 500));
  }
  await refreshRatingAggregates(db);
}
