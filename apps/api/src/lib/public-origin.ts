/**
 * The one place that decides where absolute links point (e-mailed links, canonical URLs,
 * sitemap, robots). PUBLIC_URL when configured (required in production, see config.ts);
 * otherwise, for development, the request's own host when it is a plain host[:port], so
 * links work on any machine. A Host header with anything else (a path, credentials, spaces,
 * a second host) is never put into a link: those fall back to localhost on the server's port.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const PORT = '(?::\\d{1,5})?';
const HOST_PATTERN = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])${PORT}$`, 'i');

export interface PublicOriginOptions {
  /** PUBLIC_URL, already without a trailing slash. */
  publicUrl?: string;
  /** The port the server listens on, for the localhost fallback. */
  port?: number;
}

export interface RequestLike {
  protocol: string;
  host: string;
}

export function isPlainHost(host: string): boolean {
  return host.length <= 260 && HOST_PATTERN.test(host);
}

export function publicOrigin(request: RequestLike, { publicUrl, port = 3000 }: PublicOriginOptions = {}): string {
  if (publicUrl) return publicUrl;
  if (isPlainHost(request.host)) return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`;
  return `http://localhost:${port}`;
}

/** The origin function the modules get: bound to the configuration once. */
export function createOriginResolver(options: PublicOriginOptions): (request: RequestLike) => string {
  return (request) => publicOrigin(request, options);
}
