import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of the storefront build's manifest (Vite's `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What a page's code needs beyond what index.html already loads: its scripts and its styles. */
export interface PageChunks {
  scripts: string[];
  styles: string[];
}

const NONE: PageChunks = { scripts: [], styles: [] };

/**
 * The scripts and styles of a lazily loaded page, from the build's manifest: the page's chunk
 * and everything it imports statically, less what the entry (index.html) loads anyway. Without
 * a manifest (no build yet, or an older one) every page gets none.
 */
export function readPageChunks(distDir: string): (pageModule: string) => PageChunks {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => NONE;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const withImports = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dependency of manifest[key].imports ?? []) withImports(dependency, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = entry ? withImports(entry) : new Set<string>();
  const cache = new Map<string, PageChunks>();
  return (pageModule) => {
    if (!manifest[pageModule]) return NONE;
    let chunks = cache.get(pageModule);
    if (!chunks) {
      const keys = [...withImports(pageModule)].filter((key) => !loadedByEntry.has(key));
      chunks = {
        scripts: keys.map((key) => `/${manifest[key]!.file}`),
        styles: keys.flatMap((key) => (manifest[key]!.css ?? []).map((css) => `/${css}`)),
      };
      cache.set(pageModule, chunks);
    }
    return chunks;
  };
}
