/** Spec A section 9: refresh 5 minutes before expiry, never sooner than 60 s from now. */
export const REFRESH_LEAD_MS = 300_000;
export const MIN_REFRESH_DELAY_MS = 60_000;

/** Delay before the scheduled refresh for a token valid `expiresInSeconds` seconds. */
export function getRefreshDelayMs(expiresInSeconds: number): number {
  return Math.max(expiresInSeconds * 1000 - REFRESH_LEAD_MS, MIN_REFRESH_DELAY_MS);
}
