import useEmblaCarousel from 'embla-carousel-react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Embla's own glide for previous, next, dots and autoplay (its default duration). */
const GLIDE_DURATION = 25;

/**
 * An Embla carousel that respects reduced motion: its moves by button, dot or autoplay jump
 * (duration 0) instead of gliding; a drag still follows the finger. The CSS switch-off in
 * global.css cannot reach Embla, which animates in script.
 */
export function useCarousel(options: CarouselOptions) {
  const reducedMotion = usePrefersReducedMotion();
  return useEmblaCarousel({ ...options, duration: reducedMotion ? 0 : GLIDE_DURATION });
}
