import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One chunk of the storefront build's manifest (Vite's `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The build the store serves: this run's own (E2E_PRIVATE_BUILD=1 sets WEB_DIST_DIR), else apps/web/dist. */
const distDir = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest key of the entry (index.html): the code every page starts with. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('the build manifest names no entry');
  return key;
}

/** A chunk and every chunk it imports statically: what the browser runs as soon as it loads it. */
export function staticGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`the build manifest has no ${key}`);
  seen.add(key);
  for (const dependency of manifest[key].imports ?? []) staticGraph(manifest, dependency, seen);
  return seen;
}

/**
 * The source files bundled into a chunk, from its source map (the build writes one for every
 * chunk made of sources; the bundler's own runtime helpers come without one, holding none).
 */
export function sourcesOf(file: string): string[] {
  const map = path.join(distDir, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
}
