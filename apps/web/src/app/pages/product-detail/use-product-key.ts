import { useParams, useSearchParams } from 'react-router';
import { readQueryParam, readUrlText } from '../../../lib/url-params';

/** The product call takes a slug or _id of at most 200 characters. */
export const PRODUCT_KEY_MAX_LENGTH = 200;

/**
 * The product an address names: the path's slug, else ?id= (a slug or _id). A key with control
 * characters, broken Unicode or over the length is dropped, so the page answers as it does for
 * a piece the store does not sell (back to the collection with a note).
 */
export function readProductKey(slug: string | undefined, search: URLSearchParams): string | undefined {
  if (slug !== undefined) return readUrlText(slug, PRODUCT_KEY_MAX_LENGTH);
  return readQueryParam(search, 'id', PRODUCT_KEY_MAX_LENGTH);
}

/** The product to show: /product/{slug}, /product-detail/{slug} or /product-detail?id={_id or slug}. */
export function useProductKey(): string | undefined {
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  return readProductKey(slug, searchParams);
}
