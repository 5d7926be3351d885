import { paiseToRupees } from '@aabhushan/shared/rules/money';
import type { LegalDocument } from '@aabhushan/shared/legal/legal-types';
import type { BlogCategory, BlogPost, ContentPage, Expert, Faq, Service, StoreLocation, Testimonial } from '@aabhushan/shared/schemas/content';
import { cleanHtml } from '../../lib/clean-html';
import { cleanHtmlInEachLanguage } from './content-writes';
import type { BlogPostRow, FaqRow, PolicyPageRow, ServiceRow, StoreLocationRow, TeamMemberRow, TestimonialRow } from './content.repository';

export function toServiceJson(row: ServiceRow): Service {
  return {
    _id: row.id,
    parent: row.parentId,
    slug: row.slug,
    default_title: row.title.en,
    title: row.title,
    description: row.description,
    icon: row.icon,
    priceFrom: row.priceFromPaise === null ? null : paiseToRupees(row.priceFromPaise),
    turnaround: row.turnaround,
  };
}

/** The body is cleaned again on the way out, in each language: a row written around the store's code stays harmless. */
export function toBlogPostJson(row: BlogPostRow): BlogPost {
  const category = row.category as BlogCategory;
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    default_title: row.title.en,
    subtitle: row.subtitle,
    description: cleanHtmlInEachLanguage(row.bodyHtml),
    summary: row.summary,
    blog_type: category,
    category,
    images: [{ url: row.imageUrl, altText: row.imageAlt }],
    image: row.imageUrl,
    date: row.publishedAt.toISOString().slice(0, 10),
    readTime: `${row.readTimeMinutes} min read`,
    author: row.author,
    authorImage: row.authorImage,
    tags: row.tags,
    link: `/blog/${row.slug}`,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTestimonialJson(row: TestimonialRow): Testimonial {
  return {
    _id: row.id,
    testimonial: row.text,
    images: row.imageUrl ? [row.imageUrl] : [],
    title: row.name,
    designation: row.designation,
    city: row.city,
    status: row.status,
  };
}

export function toExpertJson(row: TeamMemberRow): Expert {
  return { _id: row.id, name: row.name, role: row.role, bio: row.bio, skills: row.skills, image: row.imageUrl, socials: row.socials };
}

/** The answer is cleaned again on the way out, in each language (as a blog body). */
export function toFaqJson(row: FaqRow): Faq {
  return { _id: row.id, question: row.question, subtitle: row.subtitle, answer: cleanHtmlInEachLanguage(row.answerHtml), icon: row.icon, topic: row.topic };
}

export function toStoreLocationJson(row: StoreLocationRow): StoreLocation {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    addressLines: row.addressLines,
    city: row.city,
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    isFlagship: row.isFlagship,
  };
}

/** A page staff wrote, as the storefront shows it: its HTML cleaned again on the way out. */
export function toWrittenPageJson(row: PolicyPageRow): ContentPage {
  return {
    slug: row.slug,
    kind: 'written',
    updated: row.updatedAt.toISOString().slice(0, 10),
    title: row.title,
    summary: row.summary,
    bodyHtml: cleanHtml(row.bodyHtml),
    messageKey: null,
    sections: [],
  };
}

/** A policy written from the store settings. */
export function toSettingsPageJson(document: LegalDocument): ContentPage {
  return { slug: document.slug, kind: 'settings', updated: document.updated, title: null, summary: null, bodyHtml: null, messageKey: document.messageKey, sections: document.sections };
}
