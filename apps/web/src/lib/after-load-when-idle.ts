/** At most this long after load before idle work runs anyway, on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 3000;
/** Without requestIdleCallback (Safari before 18.4): a moment after load. */
const NO_IDLE_CALLBACK_DELAY_MS = 300;

/**
 * Runs `task` once the page has loaded and the browser is idle (or IDLE_TIMEOUT_MS later), so
 * work the first view does not need keeps off the main thread while the page draws and hydrates.
 * Returns a cancel function.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let idleCallback: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') idleCallback = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleCallback !== undefined) cancelIdleCallback(idleCallback);
    clearTimeout(timer);
  };
}
