import { useEffect } from 'react';

export const STORE_NAME = 'Aabhushan';

/** Sets the tab title as "<name> | Aabhushan" (just the store name when no name is given). */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    document.title = name ? `${name} | ${STORE_NAME}` : STORE_NAME;
  }, [name]);
}
