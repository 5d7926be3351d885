import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of the storefront build's manifest (Vite's `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks of a lazily loaded page, from the build's manifest: the page's chunk and everything
 * it imports statically, less what the entry (index.html) loads anyway. Dependencies first, as
 * the browser loads them. Without a manifest (no build yet) every page has none.
 */
function readPageChunks(distDir: string): (pageModule: string, withLaterParts?: boolean) => ManifestChunk[] {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const withImports = (key: string, seen = new Set<string>(), visiting = new Set<string>()): Set<string> => {
    if (seen.has(key) || visiting.has(key) || !manifest[key]) return seen;
    visiting.add(key);
    for (const dependency of manifest[key].imports ?? []) withImports(dependency, seen, visiting);
    seen.add(key);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = entry ? withImports(entry) : new Set<string>();
  const cache = new Map<string, ManifestChunk[]>();
  return (pageModule, withLaterParts = false) => {
    if (!manifest[pageModule]) return [];
    const cacheKey = `${pageModule}${withLaterParts ? ' later' : ''}`;
    let chunks = cache.get(cacheKey);
    if (!chunks) {
      const keys = withImports(pageModule);
      if (withLaterParts) {
        const later = [...keys].flatMap((key) => (manifest[key]!.dynamicImports ?? []).filter((dynamic) => LATER_PARTS.test(dynamic)));
        later.forEach((key) => withImports(key, keys));
      }
      chunks = [...keys].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!);
      cache.set(cacheKey, chunks);
    }
    return chunks;
  };
}

/**
 * A page's parts that the server draws with it but the storefront hydrates only as the shopper
 * nears them (apps/web/src/lib/hydrate-when-near.tsx) are modules named `*.later.ts`: their
 * styles are the page's (the drawn page shows them at once), their scripts are not (they load later).
 */
const LATER_PARTS = /\.later\.tsx?$/;

/**
 * The stylesheets of a lazily loaded page (readPageChunks), with those of its later parts
 * (LATER_PARTS). A first view drawn by the server needs them in its head, or it would paint
 * unstyled until the scripts load the page. A page's own rules
 * come after (and win over) those of the components it imports, as when its chunk loads.
 */
export function readPageStyles(distDir: string, chunksOf = readPageChunks(distDir)): (pageModule: string) => string[] {
  return (pageModule) => chunksOf(pageModule, true).flatMap((chunk) => (chunk.css ?? []).map((css) => `/${css}`));
}

/**
 * The scripts of a lazily loaded page (readPageChunks), for the late start to preload with the
 * entry's: the storefront would otherwise ask for them only once its entry has run and its router
 * has matched the page, a round trip later, and add a link for each while the page waits.
 */
export function readPageScripts(distDir: string, chunksOf = readPageChunks(distDir)): (pageModule: string) => string[] {
  return (pageModule) => chunksOf(pageModule).map((chunk) => `/${chunk.file}`);
}

/**
 * A page's stylesheets as one text, for a `<style>` in its head: a product page has ten small
 * ones, and a phone on a slow link (six connections to a server) would wait for each before
 * painting. Read from the build once per page; a `</style` inside the text cannot end the element.
 */
export function readPageStyleText(distDir: string, stylesOf = readPageStyles(distDir)): (pageModule: string) => string {
  const texts = new Map<string, string>();
  return (pageModule) => {
    let text = texts.get(pageModule);
    if (text === undefined) {
      text = stylesOf(pageModule)
        .map((href) => readFileSync(path.join(distDir, href), 'utf8'))
        .join('\n')
        .replace(/<\/style/gi, '<\\/style');
      texts.set(pageModule, text);
    }
    return text;
  };
}

/** A page's own styles for its drawn view: their text, for one `<style>`, and their addresses. */
export interface PageStyles {
  text: string;
  hrefs: string[];
}

/** readPageStyleText and readPageStyles together, by page module. */
export function readInlinePageStyles(distDir: string, chunksOf = readPageChunks(distDir)): (pageModule: string) => PageStyles {
  const hrefsOf = readPageStyles(distDir, chunksOf);
  const textOf = readPageStyleText(distDir, hrefsOf);
  return (pageModule) => ({ text: textOf(pageModule), hrefs: hrefsOf(pageModule) });
}

/** What the server reads of a drawn page's own files in the build, by page module. */
export interface PageFiles {
  styles(pageModule: string): PageStyles;
  scripts(pageModule: string): string[];
}

/** A drawn page's own styles and scripts, read from the build's manifest once. */
export function readPageFiles(distDir: string): PageFiles {
  const chunksOf = readPageChunks(distDir);
  return { styles: readInlinePageStyles(distDir, chunksOf), scripts: readPageScripts(distDir, chunksOf) };
}
