import '@tanstack/react-query';

/**
 * Query meta understood by the app's QueryCache: `handlesNotFound: true` means the page
 * answers a 404 itself, so the global handler stays quiet for it (other errors still toast).
 */
export interface AppQueryMeta extends Record<string, unknown> {
  handlesNotFound?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}
