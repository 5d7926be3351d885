import '@tanstack/react-query';

/**
 * Query meta understood by the app's QueryCache: `handlesNotFound: true` means the page
 * answers a 404 itself, so the global handler stays quiet for it (other errors still toast);
 * `quiet: true` keeps every load failure of that query out of the toasts.
 */
export interface AppQueryMeta extends Record<string, unknown> {
  handlesNotFound?: boolean;
  /** Load failures are only logged (spec A section 8: a failed cart load leaves the cart empty). */
  quiet?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}
