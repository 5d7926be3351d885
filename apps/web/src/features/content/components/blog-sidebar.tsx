import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_CATEGORIES } from '@aabhushan/shared/schemas/content';
import buttons from '../../../components/ui/button.module.css';
import formStyles from '../../../components/ui/form.module.css';
import { pickLocalized } from '../../../lib/localized';
import { useBlogPosts } from '../api/get-blog-posts';
import { getPopularTags } from '../lib/popular-tags';
import { NewsletterForm } from './newsletter-form';
import styles from './blog-sidebar.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Posts the sidebar reads its recent articles and popular tags from. */
const SIDEBAR_POSTS = 10;
const RECENT = 4;

/** The article's sidebar: a search that asks the server, recent articles, categories, newsletter, popular tags. */
export function BlogSidebar({ currentSlug }: { currentSlug: string }) {
  const { t, i18n } = useTranslation();
  const recent = useBlogPosts({ limit: SIDEBAR_POSTS });
  const posts = recent.data?.items ?? [];
  return (
    <aside className={styles.sidebar}>
      <PostSearch />
      <section className={styles.block} aria-labelledby="sidebar-recent">
        <h2 id="sidebar-recent" className={styles.heading}>
          {t('content.post.recent')}
        </h2>
        <ul className={styles.links}>
          {posts
            .filter((post) => post.slug !== currentSlug)
            .slice(0, RECENT)
            .map((post) => (
              <li key={post._id} className={styles.recent}>
                <img src={post.image} alt="" width="56" height="56" loading="lazy" />
                <Link to={post.link}>{pickLocalized(post.title, i18n.language)}</Link>
              </li>
            ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className={styles.heading}>
          {t('content.post.categories')}
        </h2>
        <ul className={styles.links}>
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={href('blog', {}, { category })}>{t(`content.blog.categories.${category}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="sidebar-newsletter">
        <h2 id="sidebar-newsletter" className={styles.heading}>
          {t('content.post.newsletter')}
        </h2>
        <p className={styles.note}>{t('content.post.newsletterText')}</p>
        <NewsletterForm />
      </section>
      <section className={styles.block} aria-labelledby="sidebar-tags">
        <h2 id="sidebar-tags" className={styles.heading}>
          {t('content.post.popularTags')}
        </h2>
        <ul className={styles.tags}>
          {getPopularTags(posts).map((tag) => (
            <li key={tag}>
              <Link to={href('blog', {}, { search: tag })} className={styles.tag}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

/** Searches the journal on the server and lists the matches under the box. */
function PostSearch() {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const results = useBlogPosts({ search: term, limit: 5 }, term !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTerm(text.trim());
  };
  return (
    <section className={styles.block} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.heading}>
        {t('content.post.search')}
      </h2>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('content.post.searchPlaceholder')}
        </label>
        <input id={inputId} type="search" className={formStyles.input} placeholder={t('content.post.searchPlaceholder')} value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className={buttons.primary}>
          {t('content.post.searchButton')}
        </button>
      </form>
      {term && (
        <div aria-live="polite">
          {results.isFetching && !results.data ? (
            <p className={styles.note}>{t('content.blog.loading')}</p>
          ) : results.data?.items.length ? (
            <ul className={styles.links}>
              {results.data.items.map((post) => (
                <li key={post._id}>
                  <Link to={post.link}>{pickLocalized(post.title, i18n.language)}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t('content.post.noResults')}</p>
          )}
        </div>
      )}
    </section>
  );
}
