import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatInr } from '@aabhushan/shared/rules/money';
import { useStoreSettings } from '../../features/settings/api/get-store-settings';
import { EmailLink, PhoneLink } from '../contact-links';
import { Icon } from '../icons';
import { COUPONS_LINK, TRACK_LINK } from '../nav-items';
import { LanguagePicker } from './language-picker';
import styles from './top-bar.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Desktop strip above the header: the shipping promise, phone, e-mail, order tracking, coupons, the showrooms (Store) and the language picker. */
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
                <PhoneLink contact={contact} iconSize={15} />
              </li>
              <li className={styles.email}>
                <EmailLink contact={contact} iconSize={15} />
              </li>
            </>
          )}
          <li>
            <Link to={TRACK_LINK.to}>{t(TRACK_LINK.key)}</Link>
          </li>
          <li>
            <Link to={COUPONS_LINK.to}>{t(COUPONS_LINK.key)}</Link>
          </li>
          <li>
            <Link to={href('store-locator')}>
              <Icon name="pin" size={15} />
              {t('content.nav.storeShort')}
            </Link>
          </li>
          <li>
            <LanguagePicker />
          </li>
        </ul>
      </div>
    </div>
  );
}
