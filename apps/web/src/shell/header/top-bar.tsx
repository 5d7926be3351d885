import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import { FREE_SHIPPING_THRESHOLD_RUPEES, STORE_CONTACT } from '../../lib/store-info';
import { Icon } from '../icons';
import { LanguagePicker } from './language-picker';
import styles from './top-bar.module.css';

/** Desktop strip above the header: the shipping promise, phone, e-mail and the language picker. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <div className={styles.topBar}>
      <div className={styles.topBarInner}>
        <p className={styles.promise}>{t('topBar.shipping', { amount: formatInr(FREE_SHIPPING_THRESHOLD_RUPEES) })}</p>
        <ul className={styles.contact}>
          <li>
            <a href={STORE_CONTACT.phoneHref} aria-label={t('contact.callUs', { phone: STORE_CONTACT.phoneDisplay })}>
              <Icon name="phone" size={15} />
              {STORE_CONTACT.phoneDisplay}
            </a>
          </li>
          <li>
            <a href={`mailto:${STORE_CONTACT.email}`} aria-label={t('contact.emailUs', { email: STORE_CONTACT.email })}>
              <Icon name="mail" size={15} />
              {STORE_CONTACT.email}
            </a>
          </li>
          <li>
            <LanguagePicker />
          </li>
        </ul>
      </div>
    </div>
  );
}
