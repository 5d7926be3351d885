import { useTranslation } from 'react-i18next';
import type { OpeningHours as Hours } from '@aabhushan/shared/schemas/content';
import { formatClockTime } from '../lib/opening-hours';
import styles from './opening-hours.module.css';

/** Opening hours as a definition list: the days, then the times in the shopper's language. */
export function OpeningHours({ hours }: { hours: readonly Hours[] }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className={styles.hours}>
      {hours.map((row) => (
        <div key={row.days} className={styles.row}>
          <dt>{t(`content.days.${row.days}`)}</dt>
          <dd>{t('content.hoursLine', { opens: formatClockTime(row.opens, i18n.language), closes: formatClockTime(row.closes, i18n.language) })}</dd>
        </div>
      ))}
    </dl>
  );
}
