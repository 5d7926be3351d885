/** The first retry's wait; each later one doubles it. */
export const FIRST_RETRY_MS = 10_000;
/** No wait is longer: a mail server back after a night is used within the hour. */
export const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * When a job that failed for the `attempt`th time is tried again: 10 s, 20 s, 40 s, ... at most
 * an hour, less up to a fifth at random so instances that failed together do not retry together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const plain = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(plain * (1 - 0.2 * random()));
}
