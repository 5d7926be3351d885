import { NavLink } from 'react-router';
import styles from './content.module.css';

/** The store's content sections; the staff bar has one "Content" link that opens the first. */
export const CONTENT_SECTIONS = [
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/faqs', label: 'FAQs' },
  { to: '/admin/testimonials', label: 'Testimonials' },
  { to: '/admin/team', label: 'Team' },
  { to: '/admin/services', label: 'Services' },
  { to: '/admin/showrooms', label: 'Showrooms' },
  { to: '/admin/pages', label: 'Policy pages' },
] as const;

/** True for an address under one of the content sections (the staff bar marks "Content" there). */
export function isContentPath(pathname: string): boolean {
  return CONTENT_SECTIONS.some((section) => pathname === section.to || pathname.startsWith(`${section.to}/`));
}

/** The content sections as tabs above each content page. */
export function ContentTabs() {
  return (
    <nav aria-label="Content sections" className={styles.tabs}>
      {CONTENT_SECTIONS.map((section) => (
        <NavLink key={section.to} to={section.to} className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
