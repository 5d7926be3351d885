/**
 * Where the API client's reads come from while the server draws a page's first view
 * (entry-server.tsx): the server's own public answers, asked in-process, without a session.
 * Only the server sets a source; in the browser every read goes over the network.
 */
import type { ServerAnswerSource } from '@aabhushan/shared/first-view';
import type { Envelope } from './api-client';
import { ApiError, refusalOf } from './api-error';

let source: ServerAnswerSource | undefined;

export function setServerAnswerSource(next: ServerAnswerSource | undefined): void {
  source = next;
}

/** True while reads are answered by the server (the first view being drawn). */
export function isAnsweredOnServer(): boolean {
  return source !== undefined;
}

/**
 * A read answered by the server. Writes never run there, and a read the server refuses (a
 * private one without a session, an unknown piece) fails, so the page asks again in the browser.
 */
export async function answerOnServer<T>(method: string, url: string): Promise<Envelope<T>> {
  if (!source || method !== 'GET') throw new ApiError('network', 0, url, 'Not read while the page is drawn on the server.');
  const { status, body } = await source(url);
  const envelope = body as Envelope<T> | null;
  if (status !== 200 || typeof envelope !== 'object' || envelope === null || envelope.success !== true) {
    throw new ApiError('http', status, url, envelope?.message || 'Request failed', refusalOf(envelope));
  }
  return envelope;
}
