import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import buttons from '../../../components/ui/button.module.css';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalized } from '../../../lib/use-localized';
import styles from './quick-view.module.css';

interface QuickViewDescriptionProps {
  /** Absent until the full product has loaded (cards carry no descriptions). */
  description: Product['description'] | undefined;
  loading: boolean;
}

/** The short description, and the long one behind Show more (spec B section 2); quiet lines while it loads. */
export function QuickViewDescription({ description, loading }: QuickViewDescriptionProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const longId = useId();
  const [expanded, setExpanded] = useState(false);
  if (!description) {
    return loading ? (
      <div className={styles.textLoading} data-testid="quick-view-loading">
        <Skeleton width="100%" />
        <Skeleton width="70%" />
      </div>
    ) : null;
  }
  const short = pick(description.short);
  const long = pick(description.long);
  return (
    <>
      {short && <p className={styles.text}>{short}</p>}
      {long && long !== short && (
        <>
          <p id={longId} className={styles.text} hidden={!expanded}>
            {long}
          </p>
          <button
            type="button"
            className={buttons.textLink}
            aria-expanded={expanded}
            aria-controls={longId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('shopping.quickView.showLess') : t('shopping.quickView.showMore')}
          </button>
        </>
      )}
    </>
  );
}
