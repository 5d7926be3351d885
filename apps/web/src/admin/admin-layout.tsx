import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../lib/session/use-session';
import styles from './admin-layout.module.css';
import { isContentPath } from './content/content-tabs';
import { href } from '@aabhushan/shared/pages/page-manifest';

export const STAFF_SECTIONS: Array<{ to: string; label: string; end: boolean; activeWhen?: (pathname: string) => boolean }> = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/categories', label: 'Categories', end: false },
  { to: '/admin/brands', label: 'Brands', end: false },
  { to: '/admin/banners', label: 'Banners', end: false },
  { to: '/admin/coupons', label: 'Coupons', end: false },
  // One link for the content sections (blog, FAQs, testimonials, team, services); tabs on their pages.
  { to: '/admin/blog', label: 'Content', end: false, activeWhen: isContentPath },
  { to: '/admin/customers', label: 'Customers', end: false },
  { to: '/admin/gold-plans', label: 'Gold Plans', end: false },
  { to: '/admin/appointments', label: 'Appointments', end: false },
  { to: '/admin/enquiries', label: 'Enquiries', end: false },
  { to: '/admin/rates', label: 'Metal rates', end: false },
  { to: '/admin/settings', label: 'Settings', end: false },
  { to: '/admin/jobs', label: 'Jobs', end: false },
];

/** The staff side's frame: the store's name, its sections, who is signed in. Desktop first, fits a tablet. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { user, signOut } = useSession();
  const { pathname } = useLocation();
  return (
    <div className={styles.frame}>
      <a href="#admin-main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.bar}>
        <Link to="/admin" className={styles.brand}>
          Aabhushan <span className={styles.brandNote}>Staff</span>
        </Link>
        <nav aria-label="Staff sections" className={styles.nav}>
          {STAFF_SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} end={section.end} className={({ isActive }) => `${styles.navLink} ${isActive || section.activeWhen?.(pathname) ? styles.active : ''}`}>
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.who}>
          <span className={styles.name}>{user?.name}</span>
          <Link to={href('home')} className={styles.quiet}>
            View store
          </Link>
          <button type="button" className={styles.quiet} onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
