/** The spec's answer envelope: every answer, errors included, is `{ success, message, data }`. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, message, data };
}

export function fail(message: string): Envelope<null> & { success: false } {
  return { success: false, message, data: null };
}

/**
 * A success envelope around data that is already JSON (UTF-8 bytes of answers built once, e.g.
 * product lists), with more top-level fields after `data`. Sent as is: no second serialization.
 */
export function okJsonBytes(dataJson: Buffer, message: string, more: Record<string, unknown> = {}): Buffer {
  let tail = '';
  for (const [name, value] of Object.entries(more)) tail += `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
  return Buffer.concat([Buffer.from(`{"success":true,"message":${JSON.stringify(message)},"data":`), dataJson, Buffer.from(`${tail}}`)]);
}
