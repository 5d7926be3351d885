import { ADMIN_BLOG_STATES, type AdminBlogPost, type AdminBlogState } from '@aabhushan/shared/schemas/admin-blog-posts';
import { BLOG_CATEGORIES, type BlogCategory } from '@aabhushan/shared/schemas/content';
import { formatWhen } from '../admin-format';
import { ContentList, type ContentState } from './content-list';
import { href } from '@aabhushan/shared/pages/page-manifest';

export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = { trends: 'Trends', 'care-tips': 'Care tips', guides: 'Guides', stories: 'Stories' };
const STATE_LABELS: Record<AdminBlogState, string> = { published: 'Published', scheduled: 'Scheduled', draft: 'Draft' };

export function blogState(post: AdminBlogPost): ContentState {
  if (post.state === 'published') return { label: 'Published', tone: 'good', on: true };
  if (post.state === 'scheduled') return { label: 'Scheduled', tone: 'warn', on: true };
  return { label: 'Draft', tone: '', on: false };
}

/** /admin/blog: every post, drafts and scheduled ones included. */
export function BlogPostsPage() {
  return (
    <ContentList<AdminBlogPost>
      resource="blog-posts"
      section="/admin/blog"
      title="Blog"
      lead="Articles on the blog; a post published for a later moment stays hidden until then."
      newLabel="New post"
      noun="posts"
      nameHeader="Title"
      searchLabel="Title, summary or tag"
      filters={[
        { name: 'category', label: 'Category', placeholder: 'Every category', options: BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] })) },
        { name: 'state', label: 'State', placeholder: 'Every post', options: ADMIN_BLOG_STATES.map((value) => ({ value, label: STATE_LABELS[value] })) },
      ]}
      nameOf={(post) => post.title}
      detailOf={(post) => href('blog-post', { slug: post.slug })}
      columns={[
        { header: 'Category', cell: (post) => BLOG_CATEGORY_LABELS[post.category] },
        { header: 'Author', cell: (post) => post.author },
        { header: 'Publication', cell: (post) => formatWhen(post.publishedAt) },
      ]}
      stateOf={blogState}
      switchLabels={{ on: 'Publish', off: 'Unpublish' }}
    />
  );
}
