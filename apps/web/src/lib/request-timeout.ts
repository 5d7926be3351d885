/**
 * Past this many milliseconds a call is abandoned (the api client's default, and the
 * refresh's limit: a hung refresh must not hold every waiting request for ever).
 */
export const DEFAULT_TIMEOUT_MS = 15_000;
