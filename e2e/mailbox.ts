import { expect, type APIRequestContext } from './test';

/** A mail as the development outbox answers it (`/api/dev/outbox`). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

/** The newest mail to `to` that matches, waiting for it to arrive. */
export async function readMail(request: APIRequestContext, to: string, match: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await answer.json()) as { data: OutboxMail[] };
      found = body.data.find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** A link from an e-mail, opened on this test's own server (path and query only). */
export function localPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
