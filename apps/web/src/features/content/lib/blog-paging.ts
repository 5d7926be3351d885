import { BLOG_CATEGORIES, type BlogCategory } from '@aabhushan/shared/schemas/content';

/** The blog list shows 6 posts, then 3 more per Load More (spec B sections 4 and 9). */
export const BLOG_FIRST_PAGE = 6;
export const BLOG_PAGE_STEP = 3;

/** Load More shows while fewer posts are visible than the category holds. */
export function hasMorePosts(visible: number, total: number): boolean {
  return visible < total;
}

/** The next visible count after Load More, never beyond the total. */
export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(visible + BLOG_PAGE_STEP, Math.max(total, visible));
}

/** The category tab from the address (?category=), or undefined for All. */
export function parseBlogCategory(value: string | null): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => category === value);
}
