import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The shortest DATA_KEY the server accepts (DECISIONS section 10). */
export const MIN_DATA_KEY_LENGTH = 32;
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that was changed, sealed under another key or for another context. */
export class DataCipherError extends Error {}

export interface DataCipher {
  /** Seals `plaintext`; `context` (say 'address:<id>:contact_number') must be given again to open it. */
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

/**
 * Field encryption at rest with AES-256-GCM (DECISIONS section 10). The 256-bit key is derived
 * from DATA_KEY with HKDF-SHA256, each value gets a random 96-bit IV, and the context is the
 * additional authenticated data: a value copied to another row or column fails to open.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */
export function createDataCipher(dataKey: string): DataCipher {
  if (dataKey.length < MIN_DATA_KEY_LENGTH) throw new Error(`DATA_KEY must be at least ${MIN_DATA_KEY_LENGTH} characters long`);
  const key = Buffer.from(hkdfSync('sha256', dataKey, 'aabhushan', 'data-cipher v1 aes-256-gcm', 32));

  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) throw new DataCipherError('Not a sealed value');
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
    },
  };
}
