import { ApiError } from './api-error';
import { getUsableToken } from './session/token-refresh';

/** A PDF is rendered on the server: allow it longer than a JSON read. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/**
 * GETs a same-origin file with the shopper's bearer token and saves it under `filename`
 * (the invoice PDF, spec B section 7). A refusal is thrown as an ApiError with the server's
 * message when it sent a JSON envelope.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = await getUsableToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(controller.signal.aborted ? 'timeout' : 'network', 0, path, 'Download failed.');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : response.statusText;
    throw new ApiError('http', response.status, path, message);
  }
  saveBlob(await response.blob(), filename);
}

/** Hands a blob to the browser's download (an object URL on a temporary link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
