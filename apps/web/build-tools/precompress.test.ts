import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of text assets that decode to the original', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const script = 'console.log("ring");\n'.repeat(200);
    writeFileSync(path.join(folder, 'main.js'), script);
    writeFileSync(path.join(folder, 'tiny.css'), 'a{}');
    writeFileSync(path.join(folder, 'font.woff2'), Buffer.alloc(4096));
    expect(precompressFolder(folder)).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(folder, 'main.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(folder, 'main.js.gz'))).toString()).toBe(script);
    expect(readFileSync(path.join(folder, 'main.js.br')).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(folder, 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(folder, 'font.woff2.br'))).toBe(false);
  });
});
