import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@aabhushan/shared/schemas/content';
import { apiGet } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/public/blog/slug/{slug}; a 404 means 'Blog post not found.'. */
export async function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  const answer = await apiGet<BlogPost>(`/api/public/blog/slug/${encodeURIComponent(slug)}`, { signal });
  return answer.data;
}

export function blogPostQueryOptions(slug: string) {
  return queryOptions({ queryKey: contentKeys.blogPost(slug), queryFn: ({ signal }) => getBlogPost(slug, signal), retry: false, meta: { handlesNotFound: true } });
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
