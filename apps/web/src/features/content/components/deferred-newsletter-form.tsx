import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import styles from './newsletter-form.module.css';

// The form checks the address with the server's zod schema through react-hook-form: about
// 40 KB (gzip) that the first view of /home, where the box sits far below the fold, does without.
const NewsletterForm = lazy(async () => ({ default: (await import('./newsletter-form')).NewsletterForm }));

/** The newsletter form, loaded as the shopper scrolls near it; its row's height is kept meanwhile. */
export function DeferredNewsletterForm() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div ref={ref} className={styles.form}>
      {near ? (
        <Suspense fallback={placeholder}>
          <NewsletterForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
