import { useEffect } from 'react';
import { getPageName } from '@aabhushan/shared/routes';

/** Puts the page-name class (first path segment, `home` for the root) on <body> for every navigation. */
export function useBodyPageClass(pathname: string): void {
  useEffect(() => {
    const name = getPageName(pathname);
    document.body.classList.add(name);
    return () => document.body.classList.remove(name);
  }, [pathname]);
}
