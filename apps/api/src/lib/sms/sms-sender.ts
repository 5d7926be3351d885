/**
 * Text messages through the store's SMS provider, when one is configured: `SMS_URL` is the
 * provider's HTTPS endpoint (or a relay the store runs in front of it), which receives
 * `POST {"to": "+919829019850", "text": "..."}` as JSON with `Authorization: Bearer SMS_TOKEN`
 * and answers 2xx once it has taken the message. Without `SMS_URL` the store has no SMS: codes
 * that would go by text go by e-mail instead.
 */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** A provider slower than this is treated as down: the shopper may ask for the code again. */
const SEND_TIMEOUT_MS = 10_000;

export function createSmsSender({ url, token }: { url?: string; token?: string }): SmsSender | null {
  if (!url) return null;
  return {
    async send(to, text) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ to, text }), signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`the SMS provider answered ${response.status}`);
    },
  };
}
