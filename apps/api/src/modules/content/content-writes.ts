import { cleanHtml } from '../../lib/clean-html';

/**
 * The rule for storing content HTML, in one place: a blog body and an FAQ answer are cleaned
 * before they are written (and again when served), whoever writes them (the content service,
 * the staff side).
 */
export function withCleanBlogBody<T extends { bodyHtml?: string }>(columns: T): T {
  return columns.bodyHtml === undefined ? columns : { ...columns, bodyHtml: cleanHtml(columns.bodyHtml) };
}

/** An FAQ's columns with the answer cleaned (see withCleanBlogBody). */
export function withCleanFaqAnswer<T extends { answerHtml?: string }>(columns: T): T {
  return columns.answerHtml === undefined ? columns : { ...columns, answerHtml: cleanHtml(columns.answerHtml) };
}
