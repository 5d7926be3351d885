import '../../../i18n/bundles/account-pages';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { EmailLink, PhoneLink } from '../../../shell/contact-links';
import styles from './store-contact-help.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/**
 * The "Need help?" line: the store's phone and e-mail from GET /api/public/settings (once they
 * load), the contact page and the FAQ.
 */
export function StoreContactHelp() {
  const { t } = useTranslation();
  const contact = useStoreSettings().data?.contact;
  return (
    <span className={styles.links}>
      {contact && <PhoneLink contact={contact} iconSize={16} className={styles.link} />}
      {contact && <EmailLink contact={contact} iconSize={16} className={styles.link} />}
      <Link to={href('contact')} className={styles.link}>
        {t('auth.forgot.contact')}
      </Link>
      <Link to={href('faq')} className={styles.link}>
        {t('auth.forgot.faq')}
      </Link>
    </span>
  );
}
