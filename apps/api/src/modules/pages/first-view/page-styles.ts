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

/**
 * The stylesheets of a lazily loaded page, from the build's manifest: those of the page's chunk
 * and of everything it imports statically, less what the entry (index.html) loads anyway. A
 * first view drawn by the server needs them in its head, or it would paint unstyled until the
 * scripts load the page. Without a manifest (no build yet) every page gets none.
 */
export function readPageStyles(distDir: string): (pageModule: string) => string[] {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // Dependencies first, as the browser loads them: a page's own rules come after (and win over)
  // those of the components it imports, as they do when its chunk loads in the browser.
  const withImports = (key: string, seen = new Set<string>(), visiting = new Set<string>()): Set<string> => {
    if (seen.has(key) || visiting.has(key) || !manifest[key]) return seen;
    visiting.add(key);
    for (const dependency of manifest[key].imports ?? []) withImports(dependency, seen, visiting);
    seen.add(key);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = entry ? withImports(entry) : new Set<string>();
  const cache = new Map<string, string[]>();
  return (pageModule) => {
    if (!manifest[pageModule]) return [];
    let styles = cache.get(pageModule);
    if (!styles) {
      const keys = [...withImports(pageModule)].filter((key) => !loadedByEntry.has(key));
      styles = keys.flatMap((key) => (manifest[key]!.css ?? []).map((css) => `/${css}`));
      cache.set(pageModule, styles);
    }
    return styles;
  };
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
export function readInlinePageStyles(distDir: string): (pageModule: string) => PageStyles {
  const hrefsOf = readPageStyles(distDir);
  const textOf = readPageStyleText(distDir, hrefsOf);
  return (pageModule) => ({ text: textOf(pageModule), hrefs: hrefsOf(pageModule) });
}
