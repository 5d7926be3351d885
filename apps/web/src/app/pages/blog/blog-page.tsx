import '../../../i18n/bundles/content';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_CATEGORIES, type BlogCategory } from '@aabhushan/shared/schemas/content';
import buttons from '../../../components/ui/button.module.css';
import layout from '../../../components/ui/layout.module.css';
import { useBlogPosts } from '../../../features/content/api/get-blog-posts';
import { BlogCard } from '../../../features/content/components/blog-card';
import { PageIntro } from '../../../features/content/components/page-intro';
import { BLOG_FIRST_PAGE, hasMorePosts, nextVisibleCount, parseBlogCategory } from '../../../features/content/lib/blog-paging';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMetaDescription } from '../products/use-meta-description';
import styles from './blog-page.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** /blog: category tabs, the newest post featured, 6 posts then Load More by 3 (spec B sections 2 and 4). */
export function BlogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = parseBlogCategory(params.get('category'));
  const search = params.get('search')?.trim() || undefined;
  useDocumentTitle(t('content.blog.title'));
  useMetaDescription(t('content.blog.lead'));

  const choose = (next: BlogCategory | undefined) => setParams(next ? { category: next } : {}, { replace: true });

  return (
    <div className={layout.container}>
      <PageIntro
        eyebrow={t('content.blog.eyebrow')}
        title={t('content.blog.title')}
        lead={t('content.blog.lead')}
        crumbs={[{ label: t('nav.home'), to: href('home') }, { label: t('content.blog.title') }]}
      />
      <div className={styles.tabs} role="group" aria-label={t('content.blog.tabsLabel')}>
        {[undefined, ...BLOG_CATEGORIES].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className={styles.tab}
            aria-pressed={!search && value === category}
            onClick={() => choose(value)}
          >
            {value ? t(`content.blog.categories.${value}`) : t('content.blog.all')}
          </button>
        ))}
      </div>
      {search && (
        <p className={styles.searchNote}>
          {t('content.blog.searchResults', { query: search })}{' '}
          <button type="button" className={buttons.textLink} onClick={() => choose(undefined)}>
            {t('content.blog.clearSearch')}
          </button>
        </p>
      )}
      {/* A new tab or search starts again at 6 posts. */}
      <BlogPostList key={`${category ?? 'all'}|${search ?? ''}`} category={category} search={search} />
    </div>
  );
}

/**
 * The grid shows 6 posts, then 3 more per Load More. On the All tab the newest post is featured
 * above the grid and left out of it, so the grid never repeats it.
 */
function BlogPostList({ category, search }: { category?: BlogCategory; search?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(BLOG_FIRST_PAGE);
  const featuredCount = !category && !search ? 1 : 0;
  const posts = useBlogPosts({ category, search, limit: visible + featuredCount });
  const items = posts.data?.items ?? [];
  const featured = featuredCount ? items[0] : undefined;
  const grid = items.slice(featuredCount);
  const total = Math.max((posts.data?.pagination.totalItems ?? 0) - featuredCount, 0);

  if (posts.isPending) return <p className={styles.state} role="status">{t('content.blog.loading')}</p>;
  if (items.length === 0) return <p className={styles.state}>{t('content.blog.empty')}</p>;

  return (
    <>
      {featured && (
        <div className={styles.featured}>
          <BlogCard post={featured} featured />
        </div>
      )}
      <ul className={styles.grid}>
        {grid.map((post) => (
          <li key={post._id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {total > 0 && (
          <p className={styles.count} aria-live="polite">
            {t('content.blog.showing', { shown: grid.length, total })}
          </p>
        )}
        {hasMorePosts(grid.length, total) && (
          <button type="button" className={buttons.secondary} disabled={posts.isFetching} onClick={() => setVisible(nextVisibleCount(visible, total))}>
            {posts.isFetching ? t('content.blog.loading') : t('content.blog.loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
