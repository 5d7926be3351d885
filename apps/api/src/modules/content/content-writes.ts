import type { LocalizedText } from '../../db/schema/catalogue';
import { cleanHtml } from '../../lib/clean-html';

/**
 * The rule for storing content HTML, in one place: a blog body (in each of its languages), a
 * policy page's body and an FAQ answer are cleaned before they are written (and again when
 * served), whoever writes them (the content service, the staff side).
 */
export function withCleanBlogBody<T extends { bodyHtml?: string | LocalizedText }>(columns: T): T {
  const body = columns.bodyHtml;
  if (body === undefined) return columns;
  return { ...columns, bodyHtml: typeof body === 'string' ? cleanHtml(body) : cleanHtmlInEachLanguage(body) };
}

/** HTML written per language, each language cleaned. */
export function cleanHtmlInEachLanguage<T extends LocalizedText>(html: T): T {
  return Object.fromEntries(Object.entries(html).map(([language, text]) => [language, typeof text === 'string' ? cleanHtml(text) : text])) as T;
}

/** An FAQ's columns with the answer cleaned in each language (see withCleanBlogBody). */
export function withCleanFaqAnswer<T extends { answerHtml?: LocalizedText }>(columns: T): T {
  return columns.answerHtml === undefined ? columns : { ...columns, answerHtml: cleanHtmlInEachLanguage(columns.answerHtml) };
}
