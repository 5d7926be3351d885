import '../../../i18n/bundles/account-pages';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getInitials } from '@aabhushan/shared/rules/initials';
import type { SessionUser } from '../../../lib/session/session-store';
import { ACCOUNT_TABS, type AccountTab } from '../lib/account-tabs';
import styles from './account.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface AccountSidebarProps {
  user: SessionUser;
  active: AccountTab;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** The side panel (spec A section 2): who is signed in, the sections, and Logout. */
export function AccountSidebar({ user, active, onLogout, loggingOut = false }: AccountSidebarProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the sections scroll sideways: bring the open one into view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  const role = user.roleType === 'admin' ? t('auth.account.role.admin') : t('auth.account.role.customer');
  return (
    <aside className={styles.sidebar}>
      <div className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {getInitials(user.name) || '◇'}
        </span>
        <div className={styles.personText}>
          <p className={styles.personName}>{user.name}</p>
          <p className={styles.personEmail}>{user.email}</p>
          <span className={styles.role}>{role}</span>
        </div>
      </div>
      <nav aria-label={t('auth.account.sections')}>
        <ul ref={listRef} className={styles.tabs}>
          {ACCOUNT_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={tab === 'dashboard' ? href('profile') : href('profile', {}, { tab })}
                className={styles.tab}
                aria-current={tab === active ? 'page' : undefined}
              >
                {t(`auth.account.tabs.${tab}`)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={`${styles.tab} ${styles.logout}`} onClick={onLogout} disabled={loggingOut}>
              {t('auth.account.tabs.logout')}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
