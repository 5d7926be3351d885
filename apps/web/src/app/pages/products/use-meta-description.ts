import { useEffect } from 'react';

/** Sets the page's meta description while it is shown and restores the site's one after. */
export function useMetaDescription(text: string | undefined): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      meta.content = previous;
    };
  }, [text]);
}
