import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, type QueryParams } from '../../lib/api-client';
import { adminKeys, getPage } from '../admin-api';

/** The content resources under /api/admin, by the name their address uses. */
export type ContentResourcePath = 'blog-posts' | 'faqs' | 'testimonials' | 'team-members' | 'services' | 'showrooms' | 'policy-pages';

/** The resources switched by publishing (the others are shown and hidden). */
const PUBLISHED_RESOURCES: ReadonlySet<ContentResourcePath> = new Set(['blog-posts', 'policy-pages']);

const pathOf = (resource: ContentResourcePath, id?: string) => `/api/admin/${resource}${id ? `/${encodeURIComponent(id)}` : ''}`;
const keyOf = (resource: ContentResourcePath, ...rest: unknown[]) => [...adminKeys.all, 'content', resource, ...rest] as const;

export function useContentList<T>(resource: ContentResourcePath, params: QueryParams) {
  return useQuery({
    queryKey: keyOf(resource, 'list', params),
    queryFn: ({ signal }) => getPage<T>(pathOf(resource), params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContentItem<T>(resource: ContentResourcePath, id: string | undefined) {
  return useQuery({
    queryKey: keyOf(resource, 'one', id ?? ''),
    queryFn: async ({ signal }) => (await apiGet<T>(pathOf(resource, id), { signal, cache: 'no-store' })).data,
    enabled: id !== undefined,
  });
}

/** Creates (no id) or changes one item; answers the saved item and the API's message. */
export function useSaveContent<T>(resource: ContentResourcePath, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: object) => {
      const envelope = id ? await apiSend<T>('PATCH', pathOf(resource, id), body) : await apiSend<T>('POST', pathOf(resource), body);
      return { item: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Publishes or unpublishes a post, shows or hides anything else. */
export function useContentState<T>(resource: ContentResourcePath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, on }: { id: string; on: boolean }) => {
      const body = PUBLISHED_RESOURCES.has(resource) ? { published: on } : { active: on };
      const envelope = await apiSend<T>('POST', `${pathOf(resource, id)}/state`, body);
      return { item: envelope.data, message: envelope.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDeleteContent(resource: ContentResourcePath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiSend<unknown>('DELETE', pathOf(resource, id))).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** The HTML as the store would keep it (cleaned by the API), for the editors' live preview. */
export function useCleanedHtml(html: string) {
  return useQuery({
    queryKey: [...adminKeys.all, 'content-preview', html],
    queryFn: async ({ signal }) => (await apiSend<{ html: string }>('POST', '/api/admin/content-previews', { html }, { signal })).data.html,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
