import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import type { Service } from '@aabhushan/shared/schemas/content';
import { useLocalized } from '../../../lib/use-localized';
import styles from './service-list.module.css';

/** The workshop's services with what they cost from and how long they take, in the shopper's language (else English). */
export function ServiceList({ services }: { services: readonly Service[] }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <ul className={styles.services}>
      {services.map((service) => (
        <li key={service._id} className={styles.service}>
          <h3 className={styles.title}>{localized(service.title)}</h3>
          <p className={styles.text}>{localized(service.description)}</p>
          <p className={styles.meta}>
            <span>
              {service.priceFrom === null
                ? t('content.services.quoted')
                : service.priceFrom === 0
                  ? t('content.services.free')
                  : t('content.services.from', { price: formatInr(service.priceFrom) })}
            </span>
            <span>{localized(service.turnaround)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
