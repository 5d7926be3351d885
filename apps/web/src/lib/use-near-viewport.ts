import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on), so code for
 * what sits below the fold loads as the shopper scrolls towards it rather than with the first
 * view (docs/performance.md). Without IntersectionObserver it is true once mounted. The first
 * render is always false, on the server too, so a drawn page hydrates with the same markup.
 */
export function useNearViewport<T extends Element>(margin = '600px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near];
}
