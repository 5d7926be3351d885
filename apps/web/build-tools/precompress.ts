import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; fonts (woff2) and images are compressed already. */
const TEXT_ASSET = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every text asset
 * of the build, so the server hands them out by content negotiation without compressing per
 * request. Answers how many files got copies.
 */
export function precompressFolder(folder: string): number {
  let count = 0;
  for (const file of filesUnder(folder)) {
    if (!TEXT_ASSET.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}

/** Vite plugin: precompresses the output folder once the bundle is written (a failed build writes nothing). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aabhushan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      // After every other plugin has written its files (the copied public folder included).
      order: 'post',
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}
