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
