import { adminBlogPostCreateSchema, type AdminBlogPost } from '@aabhushan/shared/schemas/admin-blog-posts';
import { BLOG_CATEGORIES } from '@aabhushan/shared/schemas/content';
import { CheckboxField, SelectField, TextField } from '../../components/ui/form-field';
import { formatWhen, fromIndianInput, toIndianInput } from '../admin-format';
import styles from '../admin.module.css';
import { BLOG_CATEGORY_LABELS } from './blog-posts-page';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { HtmlField, PictureField, TextAreaField } from './content-fields';
import contentStyles from './content.module.css';

interface Values {
  title: string;
  slug: string;
  subtitle: string;
  summary: string;
  bodyHtml: string;
  category: string;
  imageUrl: string;
  imageAlt: string;
  author: string;
  authorImage: string;
  readTimeMinutes: string;
  tags: string;
  publishedAt: string;
  isPublished: boolean;
}

const valuesOf = (post?: AdminBlogPost): Values => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  subtitle: post?.subtitle ?? '',
  summary: post?.summary ?? '',
  bodyHtml: post?.bodyHtml ?? '',
  category: post?.category ?? 'stories',
  imageUrl: post?.imageUrl ?? '',
  imageAlt: post?.imageAlt ?? '',
  author: post?.author ?? '',
  authorImage: post?.authorImage ?? '',
  readTimeMinutes: post ? String(post.readTimeMinutes) : '',
  tags: post?.tags.join(', ') ?? '',
  publishedAt: toIndianInput(post?.publishedAt ?? new Date().toISOString()),
  isPublished: post?.isPublished ?? false,
});

const bodyOf = (values: Values) => ({
  ...values,
  readTimeMinutes: values.readTimeMinutes.trim() === '' ? undefined : Number(values.readTimeMinutes),
  tags: values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  publishedAt: fromIndianInput(values.publishedAt),
});

/** /admin/blog/new and /admin/blog/{id}. */
export function BlogPostEditorPage({ id }: { id?: string }) {
  return (
    <ContentEditorLoader<AdminBlogPost> resource="blog-posts" id={id} noun="post">
      {(post) => <BlogPostEditor key={post?.id ?? 'new'} post={post} />}
    </ContentEditorLoader>
  );
}

function BlogPostEditor({ post }: { post?: AdminBlogPost }) {
  const editor = useContentEditor({ resource: 'blog-posts', section: '/admin/blog', item: post, initial: valuesOf(post), schema: adminBlogPostCreateSchema, bodyOf });
  const { field, values, set } = editor;
  const lead = post && (post.state === 'published' ? `On the store at /blog/${post.slug} since ${formatWhen(post.publishedAt)}.` : post.state === 'scheduled' ? `Scheduled: shoppers see it from ${formatWhen(post.publishedAt)}.` : 'A draft: shoppers do not see it.');
  return (
    <ContentEditorFrame
      section="/admin/blog"
      backLabel="All posts"
      title={post ? post.title : 'New post'}
      lead={lead}
      editor={editor}
      submitLabel={post ? 'Save changes' : 'Create post'}
      deleteQuestion={post && `Delete "${post.title}"? It leaves the blog at once and cannot be brought back.`}
    >
      <section className={styles.panel} aria-labelledby="post-words">
        <h2 id="post-words" className={styles.panelTitle}>
          The article
        </h2>
        <div className={styles.formGrid}>
          <TextField label="Title" {...field('title')} />
          <TextField label="Slug" optionalLabel="made from the title when empty" hint="The address: /blog/your-slug" {...field('slug')} />
          <TextField label="Subtitle" optionalLabel="optional" {...field('subtitle')} />
          <SelectField label="Category" options={BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] }))} {...field('category')} />
        </div>
        <TextAreaField label="Summary" hint="One or two sentences for the blog list and search results" {...field('summary')} />
        <HtmlField label="Body (HTML)" hint="Headings h2 to h4, paragraphs, lists, quotes, tables, links and pictures; anything else is removed" {...field('bodyHtml')} />
      </section>
      <section className={styles.panel} aria-labelledby="post-pictures">
        <h2 id="post-pictures" className={styles.panelTitle}>
          Picture and author
        </h2>
        <div className={styles.formGrid}>
          <PictureField label="Picture" {...field('imageUrl')} />
          <TextField label="Picture description" hint="For shoppers who cannot see it" {...field('imageAlt')} />
          <TextField label="Author" {...field('author')} />
          <TextField label="Tags" optionalLabel="separated by commas" {...field('tags')} />
          <TextField label="Read time (minutes)" optionalLabel="blank: from the body" inputMode="numeric" {...field('readTimeMinutes')} />
          <PictureField label="Author's picture" optional {...field('authorImage')} />
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="post-when">
        <h2 id="post-when" className={styles.panelTitle}>
          Publication
        </h2>
        <div className={contentStyles.when}>
          <TextField label="Published from" type="datetime-local" hint="Indian time; a later moment schedules the post" {...field('publishedAt')} />
        </div>
        <CheckboxField label="Published: shoppers see it from that moment" checked={values.isPublished} onChange={(event) => set('isPublished', event.target.checked)} />
      </section>
    </ContentEditorFrame>
  );
}
