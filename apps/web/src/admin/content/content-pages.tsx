import type { ReactNode } from 'react';
import { BlogPostEditorPage } from './blog-post-editor-page';
import { BlogPostsPage } from './blog-posts-page';
import { FaqEditorPage } from './faq-editor-page';
import { FaqsPage } from './faqs-page';
import { PolicyPageEditorPage } from './policy-page-editor-page';
import { PolicyPagesPage } from './policy-pages-page';
import { ServiceEditorPage } from './service-editor-page';
import { ServicesPage } from './services-page';
import { ShowroomEditorPage } from './showroom-editor-page';
import { ShowroomsPage } from './showrooms-page';
import { TeamMemberEditorPage } from './team-member-editor-page';
import { TeamPage } from './team-page';
import { TestimonialEditorPage } from './testimonial-editor-page';
import { TestimonialsPage } from './testimonials-page';

const PAGES: Record<string, { list: () => ReactNode; editor: (id?: string) => ReactNode }> = {
  blog: { list: () => <BlogPostsPage />, editor: (id) => <BlogPostEditorPage id={id} key={id ?? 'new'} /> },
  faqs: { list: () => <FaqsPage />, editor: (id) => <FaqEditorPage id={id} key={id ?? 'new'} /> },
  testimonials: { list: () => <TestimonialsPage />, editor: (id) => <TestimonialEditorPage id={id} key={id ?? 'new'} /> },
  team: { list: () => <TeamPage />, editor: (id) => <TeamMemberEditorPage id={id} key={id ?? 'new'} /> },
  services: { list: () => <ServicesPage />, editor: (id) => <ServiceEditorPage id={id} key={id ?? 'new'} /> },
  showrooms: { list: () => <ShowroomsPage />, editor: (id) => <ShowroomEditorPage id={id} key={id ?? 'new'} /> },
  pages: { list: () => <PolicyPagesPage />, editor: (id) => <PolicyPageEditorPage id={id} key={id ?? 'new'} /> },
};

/** The content page for /admin/<section>[/<id> or /new], or undefined when the section is not content's. */
export function contentPageAt(section: string, id: string | undefined): ReactNode | undefined {
  const pages = Object.hasOwn(PAGES, section) ? PAGES[section] : undefined;
  if (!pages) return undefined;
  return id === undefined ? pages.list() : pages.editor(id === 'new' ? undefined : id);
}
