import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Stat counters count up over 1200 ms (spec B section 9). */
export const COUNT_UP_MS = 1200;

/**
 * A number that counts up from 0 to `target` the first time `visibleShare` of its element
 * (0 = any part; the about page's counters use 0.3) scrolls into view. Until then (and under
 * reduced motion, or without IntersectionObserver) it is simply `target`.
 */
export function useCountUp<T extends Element>(target: number, visibleShare = 0): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(target);
  const done = useRef(false);

  useEffect(() => {
    setShown(target);
    const element = ref.current;
    if (reducedMotion || done.current || !element || target <= 0 || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= visibleShare)) return;
      observer.disconnect();
      done.current = true;
      const start = performance.now();
      const step = (time: number) => {
        const progress = Math.min(1, (time - start) / COUNT_UP_MS);
        setShown(Math.round(target * (1 - (1 - progress) ** 3)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    }, { threshold: visibleShare });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, reducedMotion, visibleShare]);

  return [ref, shown];
}
