import { describe, expect, it } from 'vitest';
import { BLOG_FIRST_PAGE, hasMorePosts, nextVisibleCount, parseBlogCategory } from './blog-paging';

describe('blog paging', () => {
  it('shows 6 first, then 3 more per Load More up to the total', () => {
    expect(BLOG_FIRST_PAGE).toBe(6);
    expect(nextVisibleCount(6, 13)).toBe(9);
    expect(nextVisibleCount(12, 13)).toBe(13);
  });

  it('offers Load More only while fewer posts are visible than the total', () => {
    expect(hasMorePosts(6, 13)).toBe(true);
    expect(hasMorePosts(13, 13)).toBe(false);
    expect(hasMorePosts(6, 4)).toBe(false);
  });

  it('reads only known categories from the address', () => {
    expect(parseBlogCategory('care-tips')).toBe('care-tips');
    expect(parseBlogCategory('gossip')).toBeUndefined();
    expect(parseBlogCategory(null)).toBeUndefined();
  });
});
