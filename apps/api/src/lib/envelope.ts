import { codeOfMessage } from '@aabhushan/shared/refusals/catalogue';
import type { RefusalValues } from '@aabhushan/shared/refusals/refusal-code';

/** The spec's answer envelope: every answer, errors included, is `{ success, message, data }`. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}

/** A refusal's envelope: the message, its stable code, no data (and the values it was made with, as text). */
export interface FailEnvelope extends Envelope<null> {
  success: false;
  code: string;
  values?: Record<string, string>;
}

/**
 * The envelope of a refusal. Its code comes from the message catalogue; a message outside it is
 * a mistake of ours, which fails the tests (they run with `NODE_ENV=test`) and elsewhere answers
 * with the generic code of its kind so the shopper still reads the message.
 */
export function fail(message: string, fallbackCode?: string): FailEnvelope {
  const found = codeOfMessage(message);
  if (!found && !fallbackCode && process.env.NODE_ENV === 'test') throw new Error(`A refusal outside the message catalogue: "${message.slice(0, 200)}"`);
  const code = found?.code ?? fallbackCode ?? UNLISTED_CODE;
  return { success: false, message, code, data: null, ...(found?.values ? { values: textValues(found.values) } : {}) };
}

function textValues(values: RefusalValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

/** The code of a refusal whose text is not in the catalogue (never in a passing test run). */
export const UNLISTED_CODE = 'UNLISTED';

/**
 * A success envelope around data that is already JSON (UTF-8 bytes of answers built once, e.g.
 * product lists), with more top-level fields after `data`. Sent as is: no second serialization.
 */
export function okJsonBytes(dataJson: Buffer, message: string, more: Record<string, unknown> = {}): Buffer {
  let tail = '';
  for (const [name, value] of Object.entries(more)) tail += `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
  return Buffer.concat([Buffer.from(`{"success":true,"message":${JSON.stringify(message)},"data":`), dataJson, Buffer.from(`${tail}}`)]);
}
