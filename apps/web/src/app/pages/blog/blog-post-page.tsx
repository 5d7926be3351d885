import '../../../i18n/bundles/content';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import layout from '../../../components/ui/layout.module.css';
import { StatusMessage } from '../../../components/ui/status-message';
import { useBlogPost } from '../../../features/content/api/get-blog-post';
import { BlogSidebar } from '../../../features/content/components/blog-sidebar';
import { RichText } from '../../../features/content/components/rich-text';
import { ShareLinks } from '../../../features/content/components/share-links';
import { formatPostDate } from '../../../features/content/lib/format-post-date';
import { writeReadTime } from '../../../features/content/lib/read-time';
import { pickLocalized } from '../../../lib/localized';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import styles from './blog-post-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /blog/{slug}: the article in the page's language with its image, byline, body, tags and share links, beside the sidebar. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const post = useBlogPost(slug);
  const language = i18n.language;
  useDocumentTitle(post.data ? pickLocalized(post.data.title, language) : t('content.blog.title'));
  useMetaDescription(post.data && pickLocalized(post.data.summary, language));
  const crumbs = [{ label: t('nav.home'), to: href('home') }, { label: t('content.blog.title'), to: href('blog') }];

  if (post.isPending) {
    return (
      <div className={layout.container}>
        <p className={styles.state} role="status">
          {t('content.blog.loading')}
        </p>
      </div>
    );
  }
  if (!post.data) {
    return (
      <div className={layout.container}>
        <Breadcrumbs items={crumbs} />
        <StatusMessage
          level={1}
          title={t('content.post.notFound')}
          actions={
            <Link to={href('blog')} className={buttons.primary}>
              {t('content.post.backToBlog')}
            </Link>
          }
        />
      </div>
    );
  }

  const article = post.data;
  const title = pickLocalized(article.title, language);
  const subtitle = pickLocalized(article.subtitle, language);
  const url = typeof window === 'undefined' ? article.link : `${window.location.origin}${article.link}`;
  return (
    <div className={layout.container}>
      <Breadcrumbs items={[...crumbs, { label: title }]} />
      <div className={styles.layout}>
        <article className={styles.article}>
          <header className={styles.header}>
            <p className={styles.meta}>
              <Link to={href('blog', {}, { category: article.category })} className={styles.category}>
                {t(`content.blog.categories.${article.category}`)}
              </Link>
              <span aria-hidden="true">·</span>
              <time dateTime={article.date}>{formatPostDate(t, article.date)}</time>
              <span aria-hidden="true">·</span>
              <span>{writeReadTime(t, article.readTime)}</span>
            </p>
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            <p className={styles.author}>{t('content.blog.by', { author: article.author })}</p>
          </header>
          <img className={styles.hero} src={article.image} alt={pickLocalized(article.images[0]?.altText, language)} width="800" height="800" />
          <p className={styles.summary}>{pickLocalized(article.summary, language)}</p>
          <RichText html={pickLocalized(article.description, language)} />
          <footer className={styles.footer}>
            <div className={styles.tagRow}>
              <span className={styles.label}>{t('content.post.tags')}</span>
              <ul className={styles.tags}>
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={href('blog', {}, { search: tag })}>#{tag}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <ShareLinks url={url} title={title} image={article.image} />
          </footer>
        </article>
        <BlogSidebar currentSlug={article.slug} />
      </div>
    </div>
  );
}
