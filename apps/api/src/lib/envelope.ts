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
 * A success envelope around data that is already JSON text (answers built once, e.g. product
 * lists), with more top-level fields after `data`. Sent as is: no second serialization.
 */
export function okJsonText(dataJson: string, message: string, more: Record<string, unknown> = {}): string {
  let text = `{"success":true,"message":${JSON.stringify(message)},"data":${dataJson}`;
  for (const [name, value] of Object.entries(more)) text += `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
  return `${text}}`;
}
