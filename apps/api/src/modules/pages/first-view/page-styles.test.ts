import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from '../../../test/create-test-app';
import { PAGE_MODULES } from './page-boot';
import { readInlinePageStyles, readPageScripts, readPageStyles, readPageStyleText } from './page-styles';

/** A build's manifest as Vite writes it: the entry, two pages, chunks they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js', '_api-client-1.js'], css: ['assets/index-1.css'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_api-client-1.js': { file: 'assets/api-client-1.js', imports: ['_framework-1.js'] },
  '_product-card-1.js': { file: 'assets/product-card-1.js', imports: ['_api-client-1.js'], css: ['assets/product-card-1.css'] },
  [PAGE_MODULES.home]: {
    file: 'assets/home-page-1.js',
    isDynamicEntry: true,
    imports: ['_framework-1.js', '_product-card-1.js'],
    dynamicImports: ['src/app/pages/home/home-sections.later.ts', 'src/features/quick-view.tsx'],
    css: ['assets/home-page-1.css'],
  },
  // Drawn with the home page, hydrated later: its styles are the page's, its script is not.
  'src/app/pages/home/home-sections.later.ts': { file: 'assets/home-sections.later-1.js', isDynamicEntry: true, imports: ['_product-card-1.js', '_stats-1.js'], css: ['assets/home-sections-1.css'] },
  '_stats-1.js': { file: 'assets/stats-1.js', css: ['assets/stats-1.css'] },
  // Loaded on first use: neither.
  'src/features/quick-view.tsx': { file: 'assets/quick-view-1.js', isDynamicEntry: true, css: ['assets/quick-view-1.css'] },
  [PAGE_MODULES.product]: { file: 'assets/product-detail-page-1.js', isDynamicEntry: true, imports: ['_product-card-1.js'] },
};

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-chunks-'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ config: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("a page's own stylesheets, for the first view the server draws", () => {
  it('are those of the page chunk and what it imports, less what the entry loads anyway', () => {
    const stylesOf = readPageStyles(distDir);
    // In the order the browser applies them: what a page imports first, its own rules last.
    // The home page's later parts (`*.later.ts`) are drawn with it, so their styles come too.
    expect(stylesOf(PAGE_MODULES.home)).toEqual(['/assets/product-card-1.css', '/assets/home-page-1.css', '/assets/stats-1.css', '/assets/home-sections-1.css']);
    expect(stylesOf(PAGE_MODULES.product)).toEqual(['/assets/product-card-1.css']);
    expect(stylesOf('src/app/pages/unknown.tsx')).toEqual([]);
    expect(readPageStyles(path.join(distDir, 'no-build'))(PAGE_MODULES.home)).toEqual([]);
  });

  it("come with the page's own scripts, for the late start to preload with the entry's", () => {
    const scriptsOf = readPageScripts(distDir);
    expect(scriptsOf(PAGE_MODULES.home)).toEqual(['/assets/product-card-1.js', '/assets/home-page-1.js']);
    expect(scriptsOf(PAGE_MODULES.product)).toEqual(['/assets/product-card-1.js', '/assets/product-detail-page-1.js']);
    expect(scriptsOf('src/app/pages/unknown.tsx')).toEqual([]);
  });

  it('are put together as one text that cannot end its style element', () => {
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'assets', 'home-page-1.css'), '.hero{color:gold}');
    writeFileSync(path.join(distDir, 'assets', 'stats-1.css'), '.stat{gap:1rem}');
    writeFileSync(path.join(distDir, 'assets', 'home-sections-1.css'), '.story{margin:0}');
    writeFileSync(path.join(distDir, 'assets', 'product-card-1.css'), '.card::after{content:"</style><script>"}');
    expect(readPageStyleText(distDir)(PAGE_MODULES.home)).toBe('.card::after{content:"<\\/style><script>"}\n.hero{color:gold}\n.stat{gap:1rem}\n.story{margin:0}');
    // With their addresses, for the disabled links that keep the storefront from adding them again (page-boot.ts).
    expect(readInlinePageStyles(distDir)(PAGE_MODULES.home).hrefs).toEqual(['/assets/product-card-1.css', '/assets/home-page-1.css', '/assets/stats-1.css', '/assets/home-sections-1.css']);
  });

  it('come from a manifest that is read, not served', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it("names the page modules the storefront's routes load", () => {
    const routes = readFileSync(fileURLToPath(new URL('../../../../../web/src/app/routes.tsx', import.meta.url)), 'utf8');
    for (const module of Object.values(PAGE_MODULES)) {
      expect(routes).toContain(`import('./${module.replace(/^src\/app\//, '').replace(/\.tsx$/, '')}')`);
    }
  });
});
