import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '@aabhushan/shared/schemas/content';
import { pickLocalized } from '../../../lib/localized';
import { formatPostDate } from '../lib/format-post-date';
import { writeReadTime } from '../lib/read-time';
import styles from './blog-card.module.css';

/** A post in the list: image, category, date, title, summary and author, in the page's language; the whole card is one link. */
export function BlogCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`}>
      <div className={styles.media}>
        <img src={post.image} alt={pickLocalized(post.images[0]?.altText, language)} loading={featured ? 'eager' : 'lazy'} width="800" height="800" />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {featured && <span className={styles.badge}>{t('content.blog.featured')}</span>}
          <span className={styles.category}>{t(`content.blog.categories.${post.category}`)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{formatPostDate(t, post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{writeReadTime(t, post.readTime)}</span>
        </p>
        <h2 className={styles.title}>
          <Link to={post.link} className={styles.link}>
            {pickLocalized(post.title, language)}
          </Link>
        </h2>
        <p className={styles.summary}>{pickLocalized(post.summary, language)}</p>
        <p className={styles.author}>{t('content.blog.by', { author: post.author })}</p>
      </div>
    </article>
  );
}
