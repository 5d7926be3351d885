import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { afterLoadWhenIdle } from './after-load-when-idle';
import { whenInView } from './when-in-view';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export type CarouselApi = EmblaCarouselType;

/** Embla's own glide for previous, next, dots and autoplay (its default duration). */
const GLIDE_DURATION = 25;

/**
 * A shopper reaching for the carousel. Embla listens for touchstart and mousedown, which follow
 * pointerdown: started then, it takes the very first drag.
 */
const REACHING_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'wheel'] as const;

export interface Carousel {
  /** For the carousel's outer element (its buttons too): reaching for it starts Embla. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** For Embla's viewport. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** Embla once started; undefined before (on the server, on the first render and until started). */
  embla: CarouselApi | undefined;
  /** Embla, started on the spot if it was still waiting: a button starts it, then acts. */
  start: () => CarouselApi | undefined;
}

/**
 * An Embla carousel started only when needed: when the shopper first reaches for it, or once the
 * browser is idle after load and the carousel is near the viewport (for autoplay), whichever
 * comes first. Starting Embla measures every slide, which lays out the page around it (100 to
 * 300 ms at 4x CPU on a product page's rails): it used to run while the drawn page hydrated, then
 * at idle for rails below the fold. Until then the drawn row stays as drawn, its first slides in view.
 *
 * It respects reduced motion: moves by button, dot or autoplay jump (duration 0) instead of
 * gliding; a drag still follows the finger. The CSS switch-off in global.css cannot reach Embla,
 * which animates in script.
 */
export function useCarousel(options: EmblaOptionsType): Carousel {
  const reducedMotion = usePrefersReducedMotion();
  const settingsKey = JSON.stringify({ ...options, duration: reducedMotion ? 0 : GLIDE_DURATION });
  const settings = useRef(settingsKey);
  // Ref objects, not state: a state setter given as a ref is called while React commits, and the
  // state it sets re-renders the carousel and every card in it in one blocking task (a sync
  // update) right after hydration.
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<CarouselApi>();
  const startNow = useRef<() => CarouselApi | undefined>(() => undefined);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const reachable = rootRef.current ?? viewport;
    let api: CarouselApi | undefined;
    let cancelIdle = () => {};
    let cancelView = () => {};
    const stopListening = () => {
      for (const type of REACHING_EVENTS) reachable.removeEventListener(type, start, { capture: true });
    };
    const start = () => {
      if (!api) {
        stopListening();
        cancelIdle();
        cancelView();
        api = EmblaCarousel(viewport, JSON.parse(settings.current) as EmblaOptionsType);
        const started = api;
        // What shows Embla's state (dots, autoplay) follows as a transition: in slices, not one task.
        startTransition(() => setEmbla(started));
      }
      return api;
    };
    for (const type of REACHING_EVENTS) reachable.addEventListener(type, start, { capture: true, passive: true });
    cancelIdle = afterLoadWhenIdle(() => {
      cancelView = whenInView(reachable, start);
    });
    startNow.current = start;
    return () => {
      stopListening();
      cancelIdle();
      cancelView();
      startNow.current = () => undefined;
      api?.destroy();
      setEmbla(undefined);
    };
    // Both elements are rendered with the carousel and stay for its life.
  }, []);

  // New settings (reduced motion switched on, a longer row that now loops) reach a running Embla.
  useEffect(() => {
    if (settings.current === settingsKey) return;
    settings.current = settingsKey;
    embla?.reInit(JSON.parse(settingsKey) as EmblaOptionsType);
  }, [embla, settingsKey]);

  const start = useCallback(() => startNow.current(), []);
  return { rootRef, viewportRef, embla, start };
}
