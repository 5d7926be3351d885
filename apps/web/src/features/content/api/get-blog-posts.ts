import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategory, BlogPost } from '@aabhushan/shared/schemas/content';
import { apiGetList, type ListResult } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export interface BlogListParams {
  category?: BlogCategory;
  search?: string;
  limit: number;
}

/** GET /api/public/blog: published posts, newest first, of a category or matching words. */
export function getBlogPosts(params: BlogListParams, signal?: AbortSignal): Promise<ListResult<BlogPost>> {
  return apiGetList<BlogPost>('/api/public/blog', { params: { ...params }, signal });
}

export function blogPostsQueryOptions(params: BlogListParams) {
  return queryOptions({ queryKey: contentKeys.blogList(params), queryFn: ({ signal }) => getBlogPosts(params, signal) });
}

/** Keeps the shown posts while more load (Load More asks for a longer first page). */
export function useBlogPosts(params: BlogListParams, enabled = true) {
  return useQuery({ ...blogPostsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
