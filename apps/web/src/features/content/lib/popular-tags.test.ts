import { describe, expect, it } from 'vitest';
import { getPopularTags } from './popular-tags';

describe('getPopularTags', () => {
  it('orders tags by use, keeps first appearance among equals, and limits the list', () => {
    const posts = [{ tags: ['gold', 'care'] }, { tags: ['silver', 'care'] }, { tags: ['care', 'gold', 'bridal'] }];
    expect(getPopularTags(posts)).toEqual(['care', 'gold', 'silver', 'bridal']);
    expect(getPopularTags(posts, 2)).toEqual(['care', 'gold']);
    expect(getPopularTags([])).toEqual([]);
  });
});
