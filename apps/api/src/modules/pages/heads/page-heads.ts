import type { StoreLanguage } from '@aabhushan/shared/language-choice';
import type { PageIdOfHead, PageRow } from '@aabhushan/shared/pages/page-manifest';
import type { PageHead } from '../page-template';
import { HEAD_TEXTS } from './head-texts';

const SITE = 'Aabhushan';

/**
 * The head of a page without data of its own, by the kind the page manifest gives it
 * (packages/shared/src/pages/page-manifest.ts), in the language the page is drawn in
 * (head-texts.ts); undefined for the app shell's own head.
 */
export function staticHeadOf(page: PageRow, origin: string, language: StoreLanguage): PageHead | undefined {
  const texts = HEAD_TEXTS[language];
  switch (page.head) {
    case 'home':
      return { ...texts.home, canonicalUrl: `${origin}/home`, language };
    case 'categories':
      return { title: `${texts.categories.title} | ${SITE}`, description: texts.categories.description, canonicalUrl: `${origin}${page.path}`, language };
    case 'content': {
      const content = texts.content[page.id as PageIdOfHead<'content'>];
      return { title: `${content.title} | ${SITE}`, description: content.description, canonicalUrl: `${origin}${page.path}`, language };
    }
    case 'private':
      return { title: `${texts.private[page.id as PageIdOfHead<'private'>]} | ${SITE}`, description: texts.home.description, noIndex: true, language };
    default:
      return undefined;
  }
}
