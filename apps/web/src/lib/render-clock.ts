/**
 * The time a first render shows. The server draws a page at one moment and the storefront
 * hydrates it a few seconds later: a countdown drawn from each one's own clock would differ
 * (a hydration mismatch). So while a drawn view is hydrated its first render reads the time it
 * was drawn at (carried in the first view's data); effects then move to the real time.
 */
let drawnAt: number | undefined;

/** Set by the server entry before each drawing and by the storefront before hydrating; cleared once hydrated. */
export function setRenderClock(time: number | undefined): void {
  drawnAt = time;
}

export function renderTime(): Date {
  return new Date(drawnAt ?? Date.now());
}
