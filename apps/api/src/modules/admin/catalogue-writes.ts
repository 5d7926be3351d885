import type { ResponseCache } from '../../lib/response-cache';
import { slugFromName } from './products/admin-products.service';

/** What a staff write answers when it is refused: the status and the sentence staff read. */
export type Refusal<Status extends 400 | 404 | 409 = 400 | 404 | 409> = { ok: false; status: Status; message: string };
export const refuse = <Status extends 400 | 404 | 409>(status: Status, message: string): Refusal<Status> => ({ ok: false, status, message });

/**
 * A free slug for a new category or brand: the one asked for (undefined when it is taken), else
 * the name's, numbered when taken ("gold-bangles", "gold-bangles-2"), as products do.
 */
export async function chooseFreeSlug(isTaken: (slug: string) => Promise<boolean>, asked: string | undefined, name: string): Promise<string | undefined> {
  if (asked) return (await isTaken(asked)) ? undefined : asked;
  const base = slugFromName(name);
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}

/** PostgreSQL's foreign_key_violation (23503): a piece was given the category or brand while it was being deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Call after a category or brand write has committed. Their names and slugs are in every
 * listing, facet count, search result, product page and card (whose built JSON the catalogue
 * keeps beside the answers), and in the navigation's category list, so the whole public answer
 * cache goes, with the caches cleared with it (catalogue.service.ts), as a change of metal rates does.
 */
export function createCatalogueChanged(publicCache: ResponseCache<unknown>): () => void {
  return () => publicCache.clear();
}
