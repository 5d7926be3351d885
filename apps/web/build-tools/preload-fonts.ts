import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the plugin needs of a bundle entry (Rollup's and Rolldown's output assets have these). */
interface BundleEntry {
  type: 'asset' | 'chunk';
  fileName: string;
  names?: readonly string[];
  originalFileNames?: readonly string[];
}

/** True when the asset was built from a source file of that name (`cormorant-garamond-latin-500-normal.woff2`). */
function isBuiltFrom(entry: BundleEntry, sourceName: string): boolean {
  const names = [...(entry.names ?? []), ...(entry.originalFileNames ?? [])].map((name) => path.basename(name));
  return entry.type === 'asset' && names.includes(sourceName);
}

/**
 * `<link rel=preload>` tags for the hashed font files built from `sourceNames`. A name the
 * bundle lacks is an error: a renamed or dropped font must not quietly lose its preload.
 */
export function fontPreloadTags(bundle: Record<string, BundleEntry>, sourceNames: readonly string[], base = '/'): HtmlTagDescriptor[] {
  return sourceNames.map((sourceName) => {
    const entry = Object.values(bundle).find((candidate) => isBuiltFrom(candidate, sourceName));
    if (!entry) throw new Error(`preload-fonts: no font built from ${sourceName} in the bundle (is it still in styles/fonts.css?)`);
    return {
      tag: 'link',
      // crossorigin: fonts are fetched in CORS mode, so a preload without it would not be used.
      attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${entry.fileName}`, crossorigin: true },
      injectTo: 'head',
    };
  });
}

/**
 * Vite plugin: preloads the fonts the first view of every page draws with (named by their
 * source files), so the browser fetches them with the HTML rather than after the CSS and the
 * first render. Only for the build: the dev server serves the fonts unhashed and on demand.
 */
export function preloadFonts(sourceNames: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'aabhushan-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return fontPreloadTags((context.bundle ?? {}) as Record<string, BundleEntry>, sourceNames, base);
      },
    },
  };
}
