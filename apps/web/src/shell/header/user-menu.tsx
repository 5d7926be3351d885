import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getInitials } from '@aabhushan/shared/rules/initials';
import { buildLoginUrl } from '../../lib/session/return-url';
import { useSession } from '../../lib/session/use-session';
import { useCart } from '../../features/cart/api/get-cart';
import { CountBadgeInline } from './count-badge';
import { Icon } from '../icons';
import { UserIcon } from './user-icon';
import styles from './user-menu.module.css';
import { href } from '@aabhushan/shared/pages/page-manifest';

/** The pointer may cross the small gap between the button and the panel without closing it. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Desktop account entry (spec A sections 2 and 4): a Sign In link when signed out; when
 * signed in, a dropdown opening on hover and on click with the initials, name and e-mail,
 * My Profile, My Orders, My Wishlist, My Cart (with its count) and Logout. Escape and a click
 * outside close it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { status, user, signOut } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();
  const cartCount = useCart().data?.totalItems ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  if (status === 'loading') return <span className={styles.placeholder} aria-hidden="true" />;

  if (status === 'signed-out' || !user) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Link to={buildLoginUrl(here)} className={styles.signIn}>
        <UserIcon size={20} />
        <span>{t('auth.userMenu.signIn')}</span>
      </Link>
    );
  }

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  // Hover only for a mouse: a tap would open on enter and close again on click.
  const onPointerEnter = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    setOpen(true);
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  const close = () => setOpen(false);
  const initials = getInitials(user.name);

  return (
    <div className={styles.root} ref={rootRef} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('auth.userMenu.openMenu', { name: user.name })}
        onClick={() => setOpen((value) => !value)}
      >
        {/* Initials and first name are drawn from data attributes: the button's one name is its label. */}
        <span className={styles.avatar} aria-hidden="true" data-text={initials || undefined}>
          {!initials && <UserIcon size={18} />}
        </span>
        <span className={styles.firstName} aria-hidden="true" data-text={user.name.split(' ')[0]} />
        <Icon name="chevron" size={14} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.who}>
          <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
            {initials || <UserIcon size={20} />}
          </span>
          <div className={styles.whoText}>
            <p className={styles.name}>{user.name}</p>
            <p className={styles.email}>{user.email}</p>
          </div>
        </div>
        <ul className={styles.links}>
          <li>
            <Link to={href('profile')} className={styles.link} onClick={close}>
              {t('auth.userMenu.myProfile')}
            </Link>
          </li>
          <li>
            <Link to={href('orders')} className={styles.link} onClick={close}>
              {t('auth.userMenu.myOrders')}
            </Link>
          </li>
          <li>
            <Link to={href('wishlist')} className={styles.link} onClick={close}>
              {t('wishlist.myWishlist')}
            </Link>
          </li>
          <li>
            <Link to={href('cart')} className={styles.link} onClick={close}>
              {t('cart.myCart')}
              <CountBadgeInline count={cartCount} />
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={`${styles.link} ${styles.logout}`}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {t('auth.userMenu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
