import { useStoreSettings } from '../../../features/settings/api/get-store-settings';
import { EmailLink, PhoneLink } from '../../../shell/contact-links';
import styles from './store-contact-help.module.css';

/** The store's phone and e-mail from GET /api/public/settings, for the "Need help?" line; nothing until they load. */
export function StoreContactHelp() {
  const contact = useStoreSettings().data?.contact;
  if (!contact) return null;
  return (
    <span className={styles.links}>
      <PhoneLink contact={contact} iconSize={16} className={styles.link} />
      <EmailLink contact={contact} iconSize={16} className={styles.link} />
    </span>
  );
}
