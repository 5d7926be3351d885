import type { QueryClient } from '@tanstack/react-query';
import { pathOf } from '@aabhushan/shared/pages/page-manifest';
import { sessionStore, type SessionStore } from '../lib/session/session-store';

type ReadAtOpen = (queryClient: QueryClient, hydrated: Promise<void>) => Promise<void>;

/**
 * The shopper's own data a page shows first, by the page's path. Each comes from the page's own
 * module, which the storefront has loaded before it starts (so the import costs no request, and
 * the first view of other pages carries none of it).
 */
const READS_AT_OPEN: Record<string, () => Promise<ReadAtOpen>> = {
  [pathOf('cart')]: () => import('./pages/cart/cart-page').then((page) => page.readCartAtOpen),
};

/**
 * Starts the page's own reads as the storefront starts, once the stored session's token is known
 * to work: alongside the profile and the drawn page's hydration rather than after the session has
 * settled, so the page fills in with one render. The page's queries find the answers in the cache
 * (or on their way); the answers enter it only once the page is `hydrated`. Nothing is read for a
 * shopper who is signed out. Resolves when the reads have ended (for tests).
 */
export async function startReadsAtOpen(pathname: string, queryClient: QueryClient, hydrated: Promise<void>, session: SessionStore = sessionStore): Promise<void> {
  // By the address as the page links it (no trailing slash): any other form only reads later, as the page asks.
  const load = READS_AT_OPEN[pathname];
  if (!load || !(await session.whenTokenUsable())) return;
  await (await load())(queryClient, hydrated);
}
