import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../client';
import { appointmentSettings, blogPosts, faqs, services, storeLocations, teamMembers, testimonials } from '../../schema/index';
import { getArtUrl } from '../../../lib/art/art-spec';
import { newId } from '../../../lib/new-id';
import { withCleanBlogBody, withCleanFaqAnswer } from '../../../modules/content/content-writes';
import { CARE_AND_GUIDES } from './blog-posts-care-guides';
import { TRENDS_AND_STORIES } from './blog-posts-trends-stories';
import { SEED_FAQS } from './faqs';
import { SEED_TEAM, SEED_TESTIMONIALS } from './people';
import { SEED_HOME_VISIT_PREFIXES, SEED_LOCATIONS, SEED_SERVICES } from './places-services';

const DAY_MS = 86_400_000;
export const SEED_BLOG_POSTS = [...TRENDS_AND_STORIES, ...CARE_AND_GUIDES];

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  return (await db.select().from(table).limit(1)).length === 0;
}

async function insertBlogPosts(db: Database, now: Date) {
  await db.insert(blogPosts).values(
    SEED_BLOG_POSTS.map((post) =>
      withCleanBlogBody({
        id: newId(),
        slug: post.slug,
        title: post.title,
        subtitle: post.subtitle,
        summary: post.summary,
        bodyHtml: post.body,
        category: post.category,
        imageUrl: getArtUrl(post.art),
        imageAlt: post.imageAlt,
        author: post.author,
        readTimeMinutes: post.readTimeMinutes,
        tags: post.tags,
        publishedAt: new Date(now.getTime() - post.daysAgo * DAY_MS),
      }),
    ),
  );
}

async function insertServices(db: Database) {
  const ids = new Map(SEED_SERVICES.map((service) => [service.slug, newId()]));
  await db.insert(services).values(
    SEED_SERVICES.map((service, index) => ({
      id: ids.get(service.slug)!,
      parentId: service.parentSlug ? ids.get(service.parentSlug)! : null,
      slug: service.slug,
      title: service.title,
      description: service.description,
      icon: service.icon,
      priceFromPaise: service.priceFromPaise,
      turnaround: service.turnaround,
      sortOrder: index,
    })),
  );
}

/** Each kind of content is added only where its table is empty; HTML is cleaned before it is stored. */
const STEPS: Array<{ table: PgTable; insert: (db: Database, now: Date) => Promise<unknown> }> = [
  { table: blogPosts, insert: insertBlogPosts },
  {
    table: faqs,
    insert: (db) =>
      db.insert(faqs).values(
        SEED_FAQS.map((faq, index) => withCleanFaqAnswer({ id: newId(), question: faq.question, subtitle: faq.subtitle ?? null, answerHtml: faq.answer, icon: faq.icon, topic: faq.topic, sortOrder: index })),
      ),
  },
  {
    table: testimonials,
    insert: (db) =>
      db.insert(testimonials).values(
        SEED_TESTIMONIALS.map((row, index) => ({ id: newId(), name: row.name, designation: row.designation ?? null, city: row.city, text: row.text, sortOrder: index })),
      ),
  },
  { table: teamMembers, insert: (db) => db.insert(teamMembers).values(SEED_TEAM.map((member, index) => ({ id: newId(), ...member, sortOrder: index }))) },
  { table: services, insert: insertServices },
  { table: storeLocations, insert: (db) => db.insert(storeLocations).values(SEED_LOCATIONS.map((location, index) => ({ id: newId(), ...location, sortOrder: index }))) },
  { table: appointmentSettings, insert: insertAppointmentSettings },
];

/** Every showroom books 30-minute slots with two consultants; home visits reach its city's PINs. */
async function insertAppointmentSettings(db: Database) {
  const showrooms = await db.select({ id: storeLocations.id, city: storeLocations.city }).from(storeLocations);
  if (showrooms.length === 0) return;
  await db.insert(appointmentSettings).values(showrooms.map((showroom) => ({ showroomId: showroom.id, slotMinutes: 30, consultants: 2, pinPrefixes: SEED_HOME_VISIT_PREFIXES[showroom.city.en] ?? [] })));
}

/** The store's pages' content: articles, FAQs, testimonials, team, services and showrooms. True when anything was added. */
export async function seedContent(db: Database, now: Date): Promise<boolean> {
  let added = false;
  for (const step of STEPS) {
    if (!(await isEmpty(db, step.table))) continue;
    await step.insert(db, now);
    added = true;
  }
  return added;
}
