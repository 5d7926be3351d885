/**
 * Tells the server to revoke the refresh cookie (POST /api/auth/logout). Sent even when no
 * token is stored here (the httpOnly cookie may still exist), with the old bearer when there
 * was one, and with keepalive so it survives the navigation to /login. Best effort: the
 * shopper is already signed out locally, so a failure is ignored.
 */
export const LOGOUT_URL = '/api/auth/logout';

export function sendLogout(bearer: string | null): Promise<void> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  try {
    return fetch(LOGOUT_URL, { method: 'POST', headers, credentials: 'same-origin', keepalive: true }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
