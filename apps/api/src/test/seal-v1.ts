import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A value in the first sealed form (`v1.<iv>.<tag>.<body>`, no key id), exactly as the store
 * wrote it before sealed values named their key: tests prove such values keep opening.
 */
export function sealV1(dataKey: string, plaintext: string, context: string): string {
  const key = Buffer.from(hkdfSync('sha256', dataKey, 'aabhushan', 'data-cipher v1 aes-256-gcm', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}
