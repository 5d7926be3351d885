import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** The shortest data key the server accepts: 32 characters. */
export const MIN_DATA_KEY_LENGTH = 32;
const VERSION = 'v2';
/** The first sealed form, without a key id: still opened (by trying each key), never written. */
const VERSION_WITHOUT_KEY_ID = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Any sealed value, as a POSIX regular expression both PostgreSQL (`~`) and JavaScript read:
 * `v1.<iv>.<tag>.<body>` or `v2.<key id>.<iv>.<tag>.<body>`, each part base64url. A phone
 * number, date, PIN or place name never has this shape, so a value that lacks it is plain.
 */
export const SEALED_VALUE_PATTERN = '^v(1|2\\.[A-Za-z0-9_-]{8})\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]*$';

/** A sealed value that was changed, sealed under a key the server does not hold, or for another context. */
export class DataCipherError extends Error {}

export interface DataCipher {
  /** Seals `plaintext` under the current key; `context` (say 'address:<id>:contact_number') must be given again to open it. */
  seal(plaintext: string, context: string): string;
  /** Opens a value sealed under the current key or any previous key the server was given. */
  open(sealed: string, context: string): string;
  /** Every value sealed under the current key starts with this (`v2.<key id>.`): rotation skips those. */
  readonly sealedPrefix: string;
  /**
   * A keyed digest (HMAC-SHA256 under a key derived from the current data key) for lookups by
   * equality: `<key id>.<hex>`. `purpose` keeps digests of different kinds of value apart.
   */
  digest(purpose: string, value: string): string;
  /** The value's digests under every key the server holds, current first: a lookup matches any. */
  digests(purpose: string, value: string): string[];
  /** Every digest under the current key starts with this (`<key id>.`). */
  readonly digestPrefix: string;
}

interface DataKey {
  id: string;
  sealing: Buffer;
  hashing: Buffer;
}

const derive = (secret: string, purpose: string, bytes: number) => Buffer.from(hkdfSync('sha256', secret, 'aabhushan', purpose, bytes));

/**
 * Each data key yields three independent values by HKDF-SHA256: the AES-256-GCM key, the HMAC
 * key for lookup digests, and a public 8-character id naming the key in what it sealed (the
 * id reveals nothing about the key, and lets the server pick the right one of several).
 */
function toDataKey(secret: string, name: string): DataKey {
  if (secret.length < MIN_DATA_KEY_LENGTH) throw new Error(`${name} must be at least ${MIN_DATA_KEY_LENGTH} characters long`);
  return {
    id: derive(secret, 'data-cipher key id', 6).toString('base64url'),
    sealing: derive(secret, 'data-cipher v1 aes-256-gcm', 32),
    hashing: derive(secret, 'data-cipher lookup digest', 32),
  };
}

function openWith(key: Buffer, iv: string, tag: string, body: string, context: string): string {
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new DataCipherError('Not a sealed value');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new DataCipherError('The sealed value was changed or sealed under another key');
  }
}

/**
 * Field encryption at rest with AES-256-GCM. `dataKey` seals; `previousKeys` (keys the store
 * used before a rotation) only open, until `npm run rotate-data-key` has re-sealed everything
 * under the current key. Each value gets a random 96-bit IV, and the context is the additional
 * authenticated data: a value copied to another row or column fails to open.
 * Sealed form: `v2.<key id>.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export function createDataCipher(dataKey: string, previousKeys: readonly string[] = []): DataCipher {
  const current = toDataKey(dataKey, 'DATA_KEY');
  const keys = [current, ...previousKeys.map((key) => toDataKey(key, 'DATA_KEY_PREVIOUS'))].filter((key, index, all) => all.findIndex((other) => other.id === key.id) === index);
  const hmac = (key: DataKey, purpose: string, value: string) => `${key.id}.${createHmac('sha256', key.hashing).update(`${purpose}\0${value}`).digest('hex')}`;

  return {
    sealedPrefix: `${VERSION}.${current.id}.`,
    digestPrefix: `${current.id}.`,
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.sealing, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts[0] === VERSION && parts.length === 5) {
        const [, keyId, iv, tag, body] = parts as [string, string, string, string, string];
        const key = keys.find((candidate) => candidate.id === keyId);
        if (!key) throw new DataCipherError('The value was sealed under a key the server was not given (DATA_KEY_PREVIOUS)');
        return openWith(key.sealing, iv, tag, body, context);
      }
      if (parts[0] === VERSION_WITHOUT_KEY_ID && parts.length === 4) {
        const [, iv, tag, body] = parts as [string, string, string, string];
        // No key id: the authentication tag tells which key sealed it.
        for (const key of keys) {
          try {
            return openWith(key.sealing, iv, tag, body, context);
          } catch (error) {
            if (key === keys[keys.length - 1]) throw error;
          }
        }
      }
      throw new DataCipherError('Not a sealed value');
    },
    digest: (purpose, value) => hmac(current, purpose, value),
    digests: (purpose, value) => keys.map((key) => hmac(key, purpose, value)),
  };
}

/** DATA_KEY_PREVIOUS as a list: keys separated by commas, blanks ignored. */
export function parsePreviousDataKeys(value: string | undefined): string[] {
  return (value ?? '').split(',').map((key) => key.trim()).filter((key) => key !== '');
}
