import { randomBytes } from 'node:crypto';

/** A 24-hex-character id, the shape of the spec's `_id` strings. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
