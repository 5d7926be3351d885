import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ABOUT_LINK, NAV_ITEMS } from '../nav-items';
import styles from './header.module.css';

/** Desktop navbar; the entry matching the current listing (path and query) is marked. */
export function MainNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.navList}>
        {[...NAV_ITEMS, ABOUT_LINK].map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={styles.navLink} aria-current={here === item.to ? 'page' : undefined}>
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
