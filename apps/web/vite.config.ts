import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadOnlyWhatIsMissing } from './build-tools/loaded-with-host';
import { precompress } from './build-tools/precompress';
import { preloadFonts } from './build-tools/preload-fonts';
import { trimReactRouter } from './build-tools/trim-react-router';

/** The API (and its generated media) runs on port 3000 in development; the browser sees one origin. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** React, the router, i18next and TanStack Query: the first view of every page needs them all. */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;
/** Their parts only some pages use (<Trans> and its HTML parser, infinite queries) load with those pages. */
const LATER_FRAMEWORK_PARTS = /[\\/](Trans|TransWithoutContext|infiniteQueryObserver|infiniteQueryOptions|useInfiniteQuery)\.js$/;
const isFramework = (id: string) => FRAMEWORK_MODULES.test(id) && !LATER_FRAMEWORK_PARTS.test(id);
/** The formatters of money, numbers and dates most pages use (formatInr, formatIndianNumber, dates by hand, the kept Intl formatters). */
const FORMATTER_MODULES = /[\\/](shared[\\/]src[\\/]rules[\\/](money|indian-number)|web[\\/]src[\\/]lib[\\/](intl-formats|date-text))\.ts$/;

/**
 * The heading face (Cormorant Garamond 500: h1-h4 and the home hero's title) draws above the
 * fold on every page; preloaded, it arrives with the scripts instead of after the first render.
 */
const PRELOADED_FONTS = ['cormorant-garamond-latin-500-normal.woff2'];

/**
 * `WEB_BUILD=staff` builds the staff side (admin.html) on its own into dist/staff, served under
 * /staff/: sharing no chunk with the storefront, it adds nothing to what shoppers load (and the
 * storefront's chunks stay as they are). It runs after the storefront's build, which empties dist.
 */
const STAFF_BUILD = process.env.WEB_BUILD === 'staff';

/** Lazy chunks preload only what their importer has not loaded already (build-tools/loaded-with-host.ts). */
const preloads = preloadOnlyWhatIsMissing();

// `--ssr src/entry-server.tsx --outDir dist-server` builds the server entry that draws first
// views (run by the API in Node): no compressed copies, no browser chunking.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: STAFF_BUILD ? '/staff/' : '/',
  plugins: [react(), trimReactRouter(), ...(isSsrBuild ? [] : [...(STAFF_BUILD ? [] : [preloadFonts(PRELOADED_FONTS)]), preloads.plugin, precompress()])],
  build: {
    outDir: STAFF_BUILD ? 'dist/staff' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // .vite/manifest.json: the server links a drawn page's own stylesheets (apps/api/src/modules/pages/first-view/page-styles.ts).
    manifest: !isSsrBuild && !STAFF_BUILD,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    sourcemap: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          ...(STAFF_BUILD ? { input: fileURLToPath(new URL('admin.html', import.meta.url)) } : {}),
          output: {
            // The libraries every page starts with, in one file: one request instead of seven, and
            // gzip compresses them better together (the store's budgets, docs/performance.md: first view of /home).
            // The formatters in one chunk of their own, as formatInr's module was while it built Intl's
            // formatter at load: without that side effect Rolldown spread the entry's shared modules
            // over ten more small chunks (+2.9 KB gzip in the first view of /home).
            codeSplitting: { groups: [{ name: 'framework', test: isFramework }, { name: 'formats', test: FORMATTER_MODULES }] },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
}));
