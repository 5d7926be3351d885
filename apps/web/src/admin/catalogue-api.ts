import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner, AdminBannerCreateInput } from '@aabhushan/shared/schemas/admin-banners';
import type { AdminBrand, AdminBrandCreateInput } from '@aabhushan/shared/schemas/admin-brands';
import type { AdminCategory, AdminCategoryCreateInput } from '@aabhushan/shared/schemas/admin-categories';
import { apiGet, apiSend, type QueryParams } from '../lib/api-client';
import { adminKeys, getPage } from './admin-api';

/** The staff side's calls for categories, brands and banners (/api/admin/categories, /brands, /banners). */

type Section = 'categories' | 'brands' | 'banners';

/** A write changes what the product editor's category list and every staff list show: all of it is read again. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

function useSectionList<T>(section: Section, params: QueryParams) {
  return useQuery({
    queryKey: [...adminKeys.all, section, params],
    queryFn: ({ signal }) => getPage<T>(`/api/admin/${section}`, params, signal),
    placeholderData: keepPreviousData,
  });
}

function useSectionItem<T>(section: Section, id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.all, section, 'one', id ?? ''],
    queryFn: async ({ signal }) => (await apiGet<T>(`/api/admin/${section}/${encodeURIComponent(id!)}`, { signal, cache: 'no-store' })).data,
    enabled: id !== undefined,
  });
}

/** Creates (no id) or changes one item; answers the saved item and the API's message. */
function useSaveSectionItem<T, Body>(section: Section, id: string | undefined) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async (changes: Partial<Body>) => {
      const envelope = id
        ? await apiSend<T>('PATCH', `/api/admin/${section}/${encodeURIComponent(id)}`, changes)
        : await apiSend<T>('POST', `/api/admin/${section}`, changes);
      return { saved: envelope.data, message: envelope.message };
    },
    onSuccess: refresh,
  });
}

/** Deletes one item; answers the API's message (a refusal rejects with it). */
export function useDeleteItem(section: Section) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async (id: string) => (await apiSend<null>('DELETE', `/api/admin/${section}/${encodeURIComponent(id)}`)).message,
    onSuccess: refresh,
  });
}

export const useAdminCategories = (params: QueryParams) => useSectionList<AdminCategory>('categories', params);
export const useAdminCategory = (id: string | undefined) => useSectionItem<AdminCategory>('categories', id);
export const useSaveCategory = (id: string | undefined) => useSaveSectionItem<AdminCategory, AdminCategoryCreateInput>('categories', id);

export const useAdminBrands = (params: QueryParams) => useSectionList<AdminBrand>('brands', params);
export const useAdminBrand = (id: string | undefined) => useSectionItem<AdminBrand>('brands', id);
export const useSaveBrand = (id: string | undefined) => useSaveSectionItem<AdminBrand, AdminBrandCreateInput>('brands', id);

export const useAdminBanners = (params: QueryParams) => useSectionList<AdminBanner>('banners', params);
export const useAdminBanner = (id: string | undefined) => useSectionItem<AdminBanner>('banners', id);
export const useSaveBanner = (id: string | undefined) => useSaveSectionItem<AdminBanner, AdminBannerCreateInput>('banners', id);

/** Switches a banner on or off for shoppers. */
export function useSwitchBanner() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      (await apiSend<AdminBanner>('POST', `/api/admin/banners/${encodeURIComponent(id)}/state`, { isActive })).message,
    onSuccess: refresh,
  });
}
