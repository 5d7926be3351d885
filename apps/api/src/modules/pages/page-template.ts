/**
 * Pure helpers that put a page's head (title, description, canonical link, Open Graph and
 * JSON-LD) into the built index.html. Every value is escaped: names and descriptions come
 * from the database and must never close a tag or a script.
 */
import { LANGUAGE_QUERY_PARAMETER, STORE_LANGUAGES, type StoreLanguage } from '@aabhushan/shared/language-choice';
import { escapeHtml } from '../../lib/escape-html';
import { EARLY_TAPS_ELEMENT } from './first-view/early-taps';
import { renderLateStart } from './first-view/late-start';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonicalUrl?: string;
  ogType?: 'website' | 'product' | 'article';
  /** Absolute image URL. */
  imageUrl?: string;
  /** Extra Open Graph properties, e.g. product:price:amount. */
  extraMeta?: Record<string, string>;
  /** Structured data, serialized into <script type="application/ld+json">. */
  jsonLd?: unknown;
  noIndex?: boolean;
  /** The language the title, description and JSON-LD are written in (og:locale); English when not said. */
  language?: StoreLanguage;
  /** The page's address in each language (withLanguageAddresses), written as `<link rel="alternate" hreflang>`. */
  alternates?: LanguageAddress[];
}

/** A page's address in one language, or (x-default) the address that opens in the shopper's own. */
export interface LanguageAddress {
  hreflang: StoreLanguage | 'x-default';
  href: string;
}

/**
 * A page's addresses in the store's languages, from its canonical address: `?lang=` added after
 * the canonical's own query (a listing's category stays as the canonical has it) for each
 * language, and x-default the canonical itself, which opens in the shopper's chosen language or
 * English. The pages' heads and the sitemap both list these.
 */
export function languageAddressesOf(canonicalUrl: string): LanguageAddress[] {
  const separator = canonicalUrl.includes('?') ? '&' : '?';
  return [
    ...STORE_LANGUAGES.map((language) => ({ hreflang: language, href: `${canonicalUrl}${separator}${LANGUAGE_QUERY_PARAMETER}=${language}` })),
    { hreflang: 'x-default' as const, href: canonicalUrl },
  ];
}

/**
 * A head with its page's alternates in every language, for every kind of head with a canonical
 * address (a shopper's own pages have none: nothing on them is for a search engine). An address
 * that chose its language (`?lang=ta`) is its own canonical, as search engines expect of each
 * alternate; without `?lang=` the canonical stays the address without it (x-default).
 */
export function withLanguageAddresses(head: PageHead, addressLanguage: StoreLanguage | undefined): PageHead {
  if (!head.canonicalUrl) return head;
  const alternates = languageAddressesOf(head.canonicalUrl);
  const own = alternates.find((address) => address.hreflang === addressLanguage)?.href;
  return { ...head, canonicalUrl: own ?? head.canonicalUrl, alternates };
}

/** Open Graph's name of a language as spoken in India. */
const ogLocaleOf = (language: StoreLanguage) => `${language}_IN`;

const SITE_NAME = 'Aabhushan';
export const META_DESCRIPTION_MAX = 160;

export { escapeHtml };

/** JSON for a script element: '<' (and '>' '&', line separators) as \u escapes, so '</script>' cannot end it. */
export function toJsonLd(value: unknown): string {
  return toScriptJson(JSON.stringify(value));
}

/**
 * JSON text made safe inside a script element, as toJsonLd: outside strings JSON has none of
 * these characters, and inside strings the \u escapes read back as the same text.
 */
export function toScriptJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Collapses white space and cuts at a word boundary to at most `max` characters, with an ellipsis. */
export function toMetaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}

export function renderHeadTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, metaTag('name', 'description', head.description)];
  if (head.noIndex) tags.push(metaTag('name', 'robots', 'noindex, follow'));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  for (const { hreflang, href } of head.alternates ?? []) tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  const language = head.language ?? 'en';
  // The other languages only where the page has addresses in them.
  const otherLocales = head.alternates ? STORE_LANGUAGES.filter((other) => other !== language) : [];
  tags.push(
    metaTag('property', 'og:site_name', SITE_NAME),
    metaTag('property', 'og:locale', ogLocaleOf(language)),
    ...otherLocales.map((other) => metaTag('property', 'og:locale:alternate', ogLocaleOf(other))),
    metaTag('property', 'og:type', head.ogType ?? 'website'),
    metaTag('property', 'og:title', head.title),
    metaTag('property', 'og:description', head.description),
  );
  if (head.canonicalUrl) tags.push(metaTag('property', 'og:url', head.canonicalUrl));
  if (head.imageUrl) tags.push(metaTag('property', 'og:image', head.imageUrl));
  for (const [key, value] of Object.entries(head.extraMeta ?? {})) tags.push(metaTag('property', key, value));
  tags.push(metaTag('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'));
  if (head.jsonLd !== undefined) tags.push(`<script type="application/ld+json">${toJsonLd(head.jsonLd)}</script>`);
  return tags.join('');
}

/** A page's first view as the template takes it: the markup for inside the root, and the styles for just before it. */
export interface DrawnMarkup {
  html: string;
  styles: string;
  /** The page's own scripts, preloaded after the entry's (late-start.ts). */
  scripts?: string[];
}

/** The page's `<html lang>`: the language it is drawn in, which the storefront opens in (apps/web/src/i18n/i18n.ts). */
function inLanguage(text: string, language: StoreLanguage): string {
  return text.replace(/<html\b[^>]*>/i, (tag) => tag.replace(/\slang="[^"]*"/i, '').replace(/^<html/i, `<html lang="${language}"`));
}

/** The storefront's mount point in index.html; a page's first view is drawn inside it. */
const ROOT_OPEN_TAG = '<div id="root">';

/** The build's scripts in index.html: the entry and the modules it preloads. */
const BUILD_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/** The address a build script or preload tag names (`src` or `href`). */
const addressOf = (tag: string) => /\s(?:src|href)="([^"]*)"/.exec(tag)?.[1];

/**
 * The index.html template prepared once: its own title and description removed, so a page's
 * head (and `moreTags`, e.g. page-boot.ts) can be put into the head, and its first view
 * (`drawnView`) into the root element, its styles just before it, with a few string slices per request. The build's
 * scripts go last in the head: a phone on a slow link (six connections to a server) then
 * asks for the styles, the fonts and the picture the first view paints with before ten
 * scripts, which run only after the page is parsed anyway. A page with a drawn first view
 * asks for them only after its first paint (late-start.ts).
 */
export function prepareTemplate(html: string): {
  html: string;
  render(head: PageHead | null, moreTags?: string, drawnView?: DrawnMarkup, language?: StoreLanguage): string;
} {
  const stripped = html.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name="description"[^>]*>/i, '');
  const headEnd = stripped.search(/<\/head>/i);
  if (headEnd < 0) return { html, render: () => html };
  const scriptTags = (stripped.slice(0, headEnd).match(BUILD_SCRIPTS) ?? []).map((tag) => tag.trim());
  const scripts = scriptTags.join('');
  const entry = scriptTags.filter((tag) => tag.startsWith('<script')).map(addressOf)[0];
  const preloads = scriptTags.filter((tag) => tag.startsWith('<link')).map(addressOf).filter((href) => href !== undefined);
  const lateStart = (pageScripts: string[] = []) => (entry ? renderLateStart(entry, [...preloads, ...pageScripts]) : scripts);
  const before = stripped.slice(0, headEnd).replace(BUILD_SCRIPTS, '');
  const after = stripped.slice(headEnd);
  const rootStart = after.indexOf(ROOT_OPEN_TAG);
  const inRoot = rootStart < 0 ? -1 : rootStart + ROOT_OPEN_TAG.length;
  const bodyEnd = after.search(/<\/body>/i);
  const drawn = ({ html, styles, scripts: pageScripts }: DrawnMarkup) => {
    if (inRoot < 0 || bodyEnd < 0) return scripts + after;
    return after.slice(0, rootStart) + styles + after.slice(rootStart, inRoot) + html + after.slice(inRoot, bodyEnd) + lateStart(pageScripts) + after.slice(bodyEnd);
  };
  return {
    html,
    render: (head, moreTags = '', drawnView, language = 'en') => {
      if (!head) return inLanguage(html, language);
      // A drawn page keeps the taps made before the storefront takes it over (first-view/early-taps.ts).
      return inLanguage(before, language) + renderHeadTags(head) + moreTags + (drawnView ? EARLY_TAPS_ELEMENT + drawn(drawnView) : scripts + after);
    },
  };
}
