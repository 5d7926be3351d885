import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Certificate } from '@aabhushan/shared/schemas/certificates';
import { whenInView } from '../../../lib/when-in-view';
import styles from './product-detail.module.css';

// Its own chunk with its strings, loaded as the shopper scrolls near it: never in a first view.
const CertificatesSection = lazy(() => import('./certificates-section'));

/**
 * The piece's certificates below the fold; the page leaves them out for a piece without any.
 * whenInView rather than useNearViewport: the home page's chunk holds that hook, and sharing it
 * with this page split it into a script of its own in the home page's first view.
 */
export function ProductCertificates({ certificates }: { certificates: readonly Certificate[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (ref.current ? whenInView(ref.current, () => setNear(true), '600px') : undefined), []);
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
