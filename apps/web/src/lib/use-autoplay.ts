import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** True while the browser tab is in the background. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/**
 * Calls `onTick` every `intervalMs` while the carousel may move by itself: not `paused` (the
 * shopper hovers or focuses it), the tab is visible and the shopper has not asked for reduced
 * motion. `restartKey` restarts the wait (after a manual move the next turn is a full interval
 * away). Returns whether it is running.
 */
export function useAutoplay(onTick: () => void, intervalMs: number, paused: boolean, restartKey: unknown = 0): boolean {
  const reducedMotion = usePrefersReducedMotion();
  const hidden = usePageHidden();
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  }, [onTick]);
  const running = !paused && !hidden && !reducedMotion && intervalMs > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => tick.current(), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs, restartKey]);
  return running;
}
