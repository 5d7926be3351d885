import type { TFunction } from 'i18next';

/**
 * An article's read time in the page's language: the API writes it in English ("4 min read"),
 * so the minutes are taken from it and worded by the content strings; anything else as it came.
 */
export function writeReadTime(t: TFunction, readTime: string): string {
  const minutes = /^(\d+) min read$/.exec(readTime)?.[1];
  return minutes ? t('content.blog.readTime', { minutes: Number(minutes) }) : readTime;
}
