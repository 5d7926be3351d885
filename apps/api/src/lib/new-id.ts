import { randomFillSync } from 'node:crypto';

const ID_BYTES = 12;
/** Random bytes for 512 ids drawn at once: one call into the CSPRNG instead of one per id. */
const pool = Buffer.alloc(ID_BYTES * 512);
let next = pool.length;

/** A 24-hex-character id, the shape of the spec's `_id` strings. */
export function newId(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const id = pool.toString('hex', next, next + ID_BYTES);
  next += ID_BYTES;
  return id;
}
