import { useEffect, useState } from 'react';

/** Header scroll state: on once the page has scrolled past `threshold` px (spec: 50). */
export const HEADER_SCROLL_THRESHOLD = 50;

export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
