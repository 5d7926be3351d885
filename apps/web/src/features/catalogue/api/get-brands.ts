import { useQuery } from '@tanstack/react-query';
import type { Brand } from '@aabhushan/shared/schemas/catalogue';
import { apiGetList } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/public/brand: the brand partners (up to 100). A load error leaves the list empty on its page. */
export function useBrands() {
  return useQuery({
    queryKey: [...catalogueKeys.all, 'brands'] as const,
    queryFn: async ({ signal }) => (await apiGetList<Brand>('/api/public/brand', { signal })).items,
  });
}
