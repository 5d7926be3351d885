import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './read-more.module.css';

/** Long text clamped to a few lines with a Read more / Read less toggle when it is long. */
export function ReadMore({ text, threshold = 220 }: { text: string; threshold?: number }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const isLong = text.length > threshold;
  return (
    <div>
      <p id={id} className={isLong && !expanded ? styles.clamped : styles.text}>
        {text}
      </p>
      {isLong && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('product.readLess') : t('product.readMore')}
        </button>
      )}
    </div>
  );
}
