/** The tags used most across the posts, most used first (ties keep first appearance), at most `limit`. */
export function getPopularTags(posts: readonly { tags: readonly string[] }[], limit = 8): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([tag]) => tag);
}
