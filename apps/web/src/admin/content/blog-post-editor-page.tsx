import { adminBlogPostCreateSchema, type AdminBlogPost } from '@aabhushan/shared/schemas/admin-blog-posts';
import { BLOG_CATEGORIES } from '@aabhushan/shared/schemas/content';
import { CheckboxField, SelectField, TextField } from '../../components/ui/form-field';
import { formatWhen, fromIndianInput, toIndianInput } from '../admin-format';
import styles from '../admin.module.css';
import { LocalizedFields, localizedValuesOf, type LocalizedValues } from '../catalogue/localized-fields';
import { MissingLanguages } from '../catalogue/missing-languages';
import { BLOG_CATEGORY_LABELS, blogPostTexts } from './blog-posts-page';
import { ContentEditorFrame, ContentEditorLoader, useContentEditor } from './content-editor';
import { LocalizedHtmlField, PictureField } from './content-fields';
import contentStyles from './content.module.css';

interface Values {
  title: LocalizedValues;
  slug: string;
  subtitle: LocalizedValues;
  summary: LocalizedValues;
  bodyHtml: LocalizedValues;
  category: string;
  imageUrl: string;
  imageAlt: LocalizedValues;
  author: string;
  authorImage: string;
  readTimeMinutes: string;
  tags: string;
  publishedAt: string;
  isPublished: boolean;
}

const valuesOf = (post?: AdminBlogPost): Values => ({
  title: localizedValuesOf(post?.title),
  slug: post?.slug ?? '',
  subtitle: localizedValuesOf(post?.subtitle),
  summary: localizedValuesOf(post?.summary),
  bodyHtml: localizedValuesOf(post?.bodyHtml),
  category: post?.category ?? 'stories',
  imageUrl: post?.imageUrl ?? '',
  imageAlt: localizedValuesOf(post?.imageAlt),
  author: post?.author ?? '',
  authorImage: post?.authorImage ?? '',
  readTimeMinutes: post ? String(post.readTimeMinutes) : '',
  tags: post?.tags.join(', ') ?? '',
  publishedAt: toIndianInput(post?.publishedAt ?? new Date().toISOString()),
  isPublished: post?.isPublished ?? false,
});

/** Every text in its four languages (a blank translation is left out by the API's schema). */
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
  const { field, values, set, errors } = editor;
  const lead = post && (post.state === 'published' ? `On the store at /blog/${post.slug} since ${formatWhen(post.publishedAt)}.` : post.state === 'scheduled' ? `Scheduled: shoppers see it from ${formatWhen(post.publishedAt)}.` : 'A draft: shoppers do not see it.');
  const words = (name: 'title' | 'subtitle' | 'summary' | 'imageAlt') => ({ value: values[name], error: errors[name], onChange: (next: LocalizedValues) => set(name, next) });
  return (
    <ContentEditorFrame
      section="/admin/blog"
      backLabel="All posts"
      title={post ? post.title.en : 'New post'}
      lead={lead}
      editor={editor}
      submitLabel={post ? 'Save changes' : 'Create post'}
      deleteQuestion={post && `Delete "${post.title.en}"? It leaves the blog at once and cannot be brought back.`}
    >
      <section className={styles.panel} aria-labelledby="post-words">
        <h2 id="post-words" className={styles.panelTitle}>
          The article
        </h2>
        <MissingLanguages texts={blogPostTexts(values)} />
        <LocalizedFields label="Title" {...words('title')} />
        <div className={styles.formGrid}>
          <TextField label="Slug" optionalLabel="made from the English title when empty" hint="The address: /blog/your-slug" {...field('slug')} />
          <SelectField label="Category" options={BLOG_CATEGORIES.map((value) => ({ value, label: BLOG_CATEGORY_LABELS[value] }))} {...field('category')} />
        </div>
        <LocalizedFields label="Subtitle" optional {...words('subtitle')} />
        <LocalizedFields label="Summary" multiline {...words('summary')} />
        <LocalizedHtmlField
          label="Body"
          hint="Headings h2 to h4, paragraphs, lists, quotes, tables, links and pictures; anything else is removed"
          value={values.bodyHtml}
          error={errors.bodyHtml}
          onChange={(next) => set('bodyHtml', next)}
        />
      </section>
      <section className={styles.panel} aria-labelledby="post-pictures">
        <h2 id="post-pictures" className={styles.panelTitle}>
          Picture and author
        </h2>
        <div className={styles.formGrid}>
          <PictureField label="Picture" {...field('imageUrl')} />
        </div>
        <LocalizedFields label="Picture description" {...words('imageAlt')} />
        <div className={styles.formGrid}>
          <TextField label="Author" {...field('author')} />
          <TextField label="Tags" optionalLabel="separated by commas" {...field('tags')} />
          <TextField label="Read time (minutes)" optionalLabel="blank: from the English body" inputMode="numeric" {...field('readTimeMinutes')} />
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
