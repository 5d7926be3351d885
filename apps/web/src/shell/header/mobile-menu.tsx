import { useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildLoginUrl } from '../../lib/session/return-url';
import { useSession } from '../../lib/session/use-session';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { useStoreSettings } from '../../features/settings/api/get-store-settings';
import { EmailLink, PhoneLink } from '../contact-links';
import { Icon } from '../icons';
import { ABOUT_LINK, CONTACT_LINK, HELP_LINKS, NAV_ITEMS, STORY_LINKS } from '../nav-items';
import { BrandLogo } from '../../components/ui/brand-logo';
import { MOBILE_MENU_ID } from './header';
import { LanguageOptions } from './language-options';
import { useSelectLanguage } from './use-select-language';
import { UserIcon } from './user-icon';
import styles from './mobile-menu.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** Slide-in menu (Home, Shop, Sign In or Profile, the collections, language, contact); Escape or the overlay closes it. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const contact = useStoreSettings().data?.contact;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const selectLanguage = useSelectLanguage();
  const { status } = useSession();
  const location = useLocation();
  useFocusTrap(panelRef, open, onClose, closeRef);

  return (
    <div className={open ? `${styles.root} ${styles.open}` : styles.root} hidden={!open}>
      <button type="button" className={styles.overlay} aria-label={t('header.closeMenu')} tabIndex={-1} onClick={onClose} />
      <div
        id={MOBILE_MENU_ID}
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
      >
        <div className={styles.head}>
          <BrandLogo />
          <button ref={closeRef} type="button" className={styles.close} aria-label={t('header.closeMenu')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className={styles.primary}>
            <li>
              <NavLink to={href('home')} className={styles.primaryLink} onClick={onClose}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={href('products')} end className={styles.primaryLink} onClick={onClose}>
                {t('nav.shop')}
              </NavLink>
            </li>
            <li>
              <NavLink to={ABOUT_LINK.to} className={styles.primaryLink} onClick={onClose}>
                {t(ABOUT_LINK.key)}
              </NavLink>
            </li>
            <li>
              <NavLink to={CONTACT_LINK.to} className={styles.primaryLink} onClick={onClose}>
                {t(CONTACT_LINK.key)}
              </NavLink>
            </li>
            <li>
              {status === 'loading' ? (
                // Keeps the line while the stored session is restored (no Sign in flash for a signed-in shopper).
                <span className={`${styles.primaryLink} ${styles.accountLink} ${styles.accountPending}`} aria-hidden="true" data-testid="account-pending">
                  <UserIcon size={20} />
                  <span className={styles.pendingLabel} />
                </span>
              ) : status === 'signed-in' ? (
                <NavLink to={href('profile')} className={`${styles.primaryLink} ${styles.accountLink}`} onClick={onClose}>
                  <UserIcon size={20} />
                  {t('auth.userMenu.profile')}
                </NavLink>
              ) : (
                <Link
                  to={buildLoginUrl(`${location.pathname}${location.search}`)}
                  className={`${styles.primaryLink} ${styles.accountLink}`}
                  onClick={onClose}
                >
                  <UserIcon size={20} />
                  {t('auth.userMenu.signIn')}
                </Link>
              )}
            </li>
          </ul>
          <p className={styles.groupTitle}>{t('nav.discover')}</p>
          <ul className={styles.secondary}>
            {[...NAV_ITEMS, ...STORY_LINKS.filter((item) => item.to !== ABOUT_LINK.to)].map((item) => (
              <li key={item.key}>
                <Link to={item.to} className={styles.secondaryLink} onClick={onClose}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.groupTitle}>{t('content.nav.help')}</p>
          <ul className={styles.secondary}>
            {HELP_LINKS.filter((item) => item.to !== CONTACT_LINK.to).map((item) => (
              <li key={item.key}>
                <Link to={item.to} className={styles.secondaryLink} onClick={onClose}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.groupTitle}>{t('language.label')}</p>
        <LanguageOptions layout="row" onSelect={(code) => void selectLanguage(code).then(onClose)} />
        {contact && (
          <div className={styles.contact}>
            <PhoneLink contact={contact} iconSize={18} />
            <EmailLink contact={contact} iconSize={18} />
          </div>
        )}
      </div>
    </div>
  );
}
