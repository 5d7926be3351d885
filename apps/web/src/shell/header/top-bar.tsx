import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import { useStoreSettings } from '../../features/settings/api/get-store-settings';
import { getPhoneHref } from '../../lib/store-info';
import { Icon } from '../icons';
import { LanguagePicker } from './language-picker';
import styles from './top-bar.module.css';

/** Desktop strip above the header: the shipping promise, phone, e-mail and the language picker. */
export function TopBar() {
  const { t } = useTranslation();
  const { data: settings } = useStoreSettings();
  const contact = settings?.contact;
  return (
    <div className={styles.topBar}>
      <div className={styles.topBarInner}>
        <p className={styles.promise}>
          {settings && t('topBar.shipping', { amount: formatInr(settings.freeShippingThreshold) })}
        </p>
        <ul className={styles.contact}>
          {contact && (
            <>
              <li>
                <a href={getPhoneHref(contact.phone)} aria-label={t('contact.callUs', { phone: contact.phone })}>
                  <Icon name="phone" size={15} />
                  {contact.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${contact.email}`} aria-label={t('contact.emailUs', { email: contact.email })}>
                  <Icon name="mail" size={15} />
                  {contact.email}
                </a>
              </li>
            </>
          )}
          <li>
            <LanguagePicker />
          </li>
        </ul>
      </div>
    </div>
  );
}
