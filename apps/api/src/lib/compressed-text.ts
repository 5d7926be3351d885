import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Answers smaller than this are sent as they are: compression would save less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli quality for answers made per request: most of the saving for a fraction of the CPU of 11. */
export const DYNAMIC_BROTLI_QUALITY = 5;

/** The encoding to answer with, from an Accept-Encoding header: brotli first, then gzip. */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

export function compressText(text: string | Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
    : gzipSync(text, { level: 6 });
}
