import { lazy, Suspense } from 'react';
import type { Certificate } from '@aabhushan/shared/schemas/certificates';
import { useNearViewport } from '../../../lib/use-near-viewport';
import styles from './product-detail.module.css';

// Its own chunk with its strings, loaded as the shopper scrolls near it: never in a first view.
const CertificatesSection = lazy(() => import('./certificates-section'));

/** The piece's certificates below the fold; nothing at all for a piece without any. */
export function ProductCertificates({ certificates }: { certificates: readonly Certificate[] }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.certificates}>
      {near && (
        <Suspense fallback={null}>
          <CertificatesSection certificates={certificates} />
        </Suspense>
      )}
    </div>
  );
}
