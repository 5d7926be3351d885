import '../../../i18n/bundles/account-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../../components/ui/button.module.css';
import { clearRecentSearches } from '../../../lib/recent-searches';
import { clearStoredAuth } from '../../../lib/session/token-storage';
import { DeleteAccountDialog } from './delete-account-dialog';
import styles from './delete-account.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** Where the shopper lands once the account is gone: the sign-in page, with a note saying so. */
export const ACCOUNT_DELETED_URL = href('login', {}, { accountDeleted: 'true' });

/**
 * Once the account is deleted (the server has ended every session), this browser forgets it and
 * opens the sign-in page afresh: a full load leaves nothing of the account in memory (the cached
 * profile, orders, wishlist), and the profile's guard never sees a signed-out shopper on it (it
 * would send them to sign in and come back).
 */
function leaveAfterDeletion(): void {
  clearStoredAuth();
  clearRecentSearches();
  window.location.replace(ACCOUNT_DELETED_URL);
}

/**
 * The right to erasure on the Security tab: "Delete my account" opens a dialog that says what
 * is erased, what is kept and why, and asks for the password.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <section className={styles.section} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.title}>
        {t('deleteAccount.title')}
      </h2>
      <p className={styles.text}>{t('deleteAccount.text')}</p>
      <div>
        <button type="button" className={`${buttons.secondary} ${styles.open}`} onClick={() => setOpen(true)}>
          {t('deleteAccount.open')}
        </button>
      </div>
      {open && <DeleteAccountDialog onCancel={() => setOpen(false)} onDeleted={leaveAfterDeletion} />}
    </section>
  );
}
