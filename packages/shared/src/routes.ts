import { matchPage, splitPath } from './pages/page-manifest';

// The storefront's pages are declared in the page manifest (pages/page-manifest.ts).

/** Whether a page path (no query string) is one the store serves. */
export function isKnownPagePath(pathname: string): boolean {
  return matchPage(pathname) !== undefined;
}

/** The body class for a path: its first segment, `home` for the root (spec A section 2). */
export function getPageName(pathname: string): string {
  return splitPath(pathname)[0] ?? 'home';
}
