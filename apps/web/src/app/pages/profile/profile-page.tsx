import '../../../i18n/bundles/account-pages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../i18n/bundles/orders';
import layout from '../../../components/ui/layout.module.css';
import { AccountSidebar } from '../../../features/account/components/account-sidebar';
import { parseAccountTab } from '../../../features/account/lib/account-tabs';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireAuth } from '../../require-auth';
import { AccountPanel } from './account-panel';
import styles from './profile-page.module.css';

/** /profile (login required): the side panel and the section named by ?tab= (spec A section 2). */
export function ProfilePage() {
  return (
    <RequireAuth>
      <ProfileArea />
    </RequireAuth>
  );
}

function ProfileArea() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const [params] = useSearchParams();
  const [loggingOut, setLoggingOut] = useState(false);
  const tab = parseAccountTab(params.get('tab'));
  useDocumentTitle(`${t(`auth.account.tabs.${tab}`)} · ${t('auth.account.documentTitle')}`);
  if (!user) return null;

  const logout = () => {
    setLoggingOut(true);
    void signOut();
  };

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <p className={layout.eyebrow}>{t('auth.account.documentTitle')}</p>
        <h1 className={styles.title}>{t('auth.account.greeting', { name: user.name.split(' ')[0] || user.name })}</h1>
      </header>
      <div className={styles.layout}>
        <AccountSidebar user={user} active={tab} onLogout={logout} loggingOut={loggingOut} />
        <section className={styles.panel} aria-labelledby="account-panel-title">
          <h2 id="account-panel-title" className={styles.panelTitle}>
            {t(`auth.account.tabs.${tab}`)}
          </h2>
          <AccountPanel tab={tab} />
        </section>
      </div>
    </div>
  );
}
