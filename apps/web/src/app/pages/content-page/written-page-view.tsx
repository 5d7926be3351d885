import type { ContentPage } from '@aabhushan/shared/schemas/content';
import { RichText } from '../../../features/content/components/rich-text';
import styles from '../../../features/legal/components/legal-document.module.css';
import { PolicyHeader } from '../../../features/legal/components/policy-header';

/** A policy page staff wrote: its title, summary and text (HTML cleaned by the server). */
export function WrittenPageView({ page }: { page: ContentPage }) {
  return (
    <article className={styles.document} data-testid={`policy-${page.slug}`}>
      <PolicyHeader title={page.title ?? ''} updated={page.updated}>
        {page.summary && <p className={styles.summary}>{page.summary}</p>}
      </PolicyHeader>
      <div className={`${styles.body} ${styles.written}`} lang="en">
        <RichText html={page.bodyHtml ?? ''} />
      </div>
    </article>
  );
}
