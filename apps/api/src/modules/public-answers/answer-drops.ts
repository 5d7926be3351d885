import { z } from 'zod';
import { BANNERS_API_PATH } from '@aabhushan/shared/first-view';
import { isStaleAfterProductChange } from '../catalogue/product-changed';
import { isContentAnswer } from '../content/content-changed';
import { SETTINGS_API_PATH } from '../settings/settings.routes';
import { GOLD_PLANS_API_PATH } from '../gold-plans/gold-plans.routes';

/**
 * What a write makes stale among the public answers, named so that it can travel to the other
 * instances (a predicate cannot): the one place that says which cached answers each kind of
 * write drops. Settings and metal rates are not here: their drop travels with their reload
 * (settings/store-changes.ts), which must come first.
 */
export type AnswerDrop =
  /** Every public answer and the caches built beside them: categories, brands and reviews show in every product answer. */
  | { kind: 'everything' }
  /** A product's stock, price or visibility: every listing, search and category answer and its own page (catalogue/product-changed.ts). */
  | { kind: 'product'; id: string; slug?: string }
  /** Blogs, FAQs, testimonials, team, services, locations, policy pages (content/content-changed.ts). */
  | { kind: 'content' }
  /** Policy pages: the content answers and the public settings, which list the published pages (the footer's links). */
  | { kind: 'policy-pages' }
  | { kind: 'coupons' }
  | { kind: 'banners' }
  /** The monthly gold plans staff offer (`/api/public/gold-plans`). */
  | { kind: 'gold-plans' };

const pathOf = (cacheKey: string) => cacheKey.split('?')[0] ?? '';

/** True for a cached public answer (its cache key) that `drop` makes stale; 'everything' is a clear, not a match. */
export function isDroppedBy(drop: AnswerDrop, cacheKey: string): boolean {
  switch (drop.kind) {
    case 'everything':
      return true;
    case 'product':
      return isStaleAfterProductChange(cacheKey, drop);
    case 'content':
      return isContentAnswer(cacheKey);
    case 'policy-pages':
      return isContentAnswer(cacheKey) || pathOf(cacheKey) === SETTINGS_API_PATH;
    case 'coupons':
      return cacheKey.startsWith('/api/public/coupon');
    case 'banners':
      return pathOf(cacheKey) === BANNERS_API_PATH;
    case 'gold-plans':
      return pathOf(cacheKey) === GOLD_PLANS_API_PATH;
  }
}

const answerDropSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everything') }),
  z.object({ kind: z.literal('product'), id: z.string(), slug: z.string().optional() }),
  z.object({ kind: z.literal('content') }),
  z.object({ kind: z.literal('policy-pages') }),
  z.object({ kind: z.literal('coupons') }),
  z.object({ kind: z.literal('banners') }),
  z.object({ kind: z.literal('gold-plans') }),
]);

/** The drops one instance made in one turn of its event loop, as another instance hears them. */
const noticeSchema = z.object({ from: z.string(), drops: z.array(answerDropSchema) });
export type DropNotice = z.infer<typeof noticeSchema>;

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a notice that would not fit says 'everything'. */
export const MAX_NOTICE_BYTES = 7900;

/** The notice as sent: small JSON naming the drops, never the answers. */
export function encodeDropNotice(from: string, drops: AnswerDrop[]): string {
  const text = JSON.stringify({ from, drops } satisfies DropNotice);
  return Buffer.byteLength(text) < MAX_NOTICE_BYTES ? text : JSON.stringify({ from, drops: [{ kind: 'everything' }] } satisfies DropNotice);
}

/**
 * The notice as heard. One that cannot be read (a newer instance's kind of drop, say) drops
 * everything: dropping too much costs a few reads, keeping a stale answer shows a wrong price.
 */
export function decodeDropNotice(payload: string): DropNotice {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    if (parsed.success) return parsed.data;
    const from = (JSON.parse(payload) as { from?: unknown }).from;
    return { from: typeof from === 'string' ? from : '', drops: [{ kind: 'everything' }] };
  } catch {
    return { from: '', drops: [{ kind: 'everything' }] };
  }
}
