/**
 * The one place that decides where absolute links point (e-mailed links, canonical URLs,
 * sitemap, robots): PUBLIC_URL (required in production, see config.ts), or
 * http://localhost:PORT when it is unset. A request's Host header is never used: a forged one
 * would otherwise put another site's address into a password-reset mail with a working token.
 */
export interface StoreOriginOptions {
  /** PUBLIC_URL, already without a trailing slash. */
  publicUrl?: string;
  /** The port the server listens on. */
  port?: number;
}

export function storeOriginOf({ publicUrl, port = 3000 }: StoreOriginOptions): string {
  return publicUrl ?? `http://localhost:${port}`;
}
