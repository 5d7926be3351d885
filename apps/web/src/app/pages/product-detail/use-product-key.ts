import { useParams, useSearchParams } from 'react-router';

/** The product to show: /product/{slug}, /product-detail/{slug} or /product-detail?id={_id or slug}. */
export function useProductKey(): string | undefined {
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  const value = (slug ?? searchParams.get('id') ?? '').trim();
  return value || undefined;
}
