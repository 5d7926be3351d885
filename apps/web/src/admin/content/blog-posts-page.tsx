import { ADMIN_BLOG_STATES, type AdminBlogPost, type AdminBlogState } from '@aabhushan/shared/schemas/admin-blog-posts';
import type { RecordText } from '@aabhushan/shared/schemas/admin-catalogue-fields';
import { BLOG_CATEGORIES, type BlogCategory } from '@aabhushan/shared/schemas/content';
import { formatWhen } from '../admin-format';
import { MISSING_LANGUAGE_OPTIONS, MissingLine, missingLanguagesText } from '../catalogue/missing-languages';
import { ContentList, type ContentState } from './content-list';
import { href } from '@aabhushan/shared/pages/page-manifest';

export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = { trends: 'Trends', 'care-tips': 'Care tips', guides: 'Guides', stories: 'Stories' };
const STATE_LABELS: Record<AdminBlogState, string> = { published: 'Published', scheduled: 'Scheduled', draft: 'Draft' };

type PostTexts = Record<'title' | 'subtitle' | 'summary' | 'bodyHtml' | 'imageAlt', RecordText['text']>;

/** A post's texts staff translate, as the list and the editor name what is missing (the API's `missing=` reads the same five). */
export const blogPostTexts = (post: PostTexts): RecordText[] => [
  { label: 'title', text: post.title },
  { label: 'subtitle', text: post.subtitle, optional: true },
  { label: 'summary', text: post.summary },
  { label: 'body', text: post.bodyHtml },
  { label: 'picture description', text: post.imageAlt },
];

export function blogState(post: AdminBlogPost): ContentState {
  if (post.state === 'published') return { label: 'Published', tone: 'good', on: true };
  if (post.state === 'scheduled') return { label: 'Scheduled', tone: 'warn', on: true };
  return { label: 'Draft', tone: '', on: false };
}

/** /admin/blog: every post, drafts and scheduled ones included, with the languages each still lacks. */
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
      searchLabel="Title, summary or tag, in any language"
      filters={[
        { name: 'category', label: 'Category', placeholder: 'Every category', options: BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] })) },
        { name: 'state', label: 'State', placeholder: 'Every post', options: ADMIN_BLOG_STATES.map((value) => ({ value, label: STATE_LABELS[value] })) },
        { name: 'missing', label: 'Translation', placeholder: 'Any', options: MISSING_LANGUAGE_OPTIONS },
      ]}
      nameOf={(post) => post.title.en}
      detailOf={(post) => (
        <>
          {href('blog-post', { slug: post.slug })}
          <MissingLine missing={missingLanguagesText(blogPostTexts(post))} />
        </>
      )}
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
