// Browser journeys: build the storefront and the API once, find Chromium, run Playwright; each
// worker runs the real server on an in-memory database of its own (e2e/store-server.ts).
// Writes a JSON report for the test summary.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServer } from './build-api.mjs';
import { ensureApiBuild, ensureWebBuild, root, run, underBuildLock } from './lib.mjs';
import { findBrowser } from './find-browser.mjs';

/**
 * E2E_PRIVATE_BUILD=1 builds the storefront into a directory of this run's own, so several
 * runs at once (parallel work on one machine) never serve each other's half-written build.
 */
async function buildForRun() {
  if (process.env.E2E_PRIVATE_BUILD !== '1') {
    await underBuildLock(async () => {
      ensureWebBuild();
      // The server runs as npm start runs it: the bundled API on plain Node.
      await ensureApiBuild();
    });
    return {};
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'aabhushan-e2e-web-'));
  // React's production build whatever NODE_ENV the shell has, as npm start builds it.
  const web = { cwd: path.join(root, 'apps/web'), env: { ...process.env, NODE_ENV: 'production' } };
  run('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], web);
  // The staff side beside it, as the shared build has it (dist/staff), for the staff journeys.
  run('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn', '--outDir', path.join(outDir, 'staff')], { ...web, env: { ...web.env, WEB_BUILD: 'staff' } });
  // The server entry that draws first views (server-side rendering), from this run's own code too:
  // beside the storefront's sources, so the packages it leaves out of its bundle (react-dom, ...)
  // resolve from their node_modules, and outside the served directory.
  mkdirSync(path.join(root, 'apps/web/.cache'), { recursive: true });
  const serverEntryDir = mkdtempSync(path.join(root, 'apps/web/.cache', 'e2e-server-'));
  run('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', serverEntryDir], web);
  // Inside the repository, so the bundle's external packages resolve from its node_modules.
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  const apiDir = mkdtempSync(path.join(root, '.cache', 'e2e-api-'));
  const apiEntry = path.join(apiDir, 'main.mjs');
  await bundleServer(root, 'apps/api/src/main.ts', apiEntry);
  return {
    E2E_API_DIR: apiDir,
    E2E_API_ENTRY: apiEntry,
    WEB_DIST_DIR: outDir,
    WEB_SERVER_ENTRY: path.join(serverEntryDir, 'entry-server.js'),
    E2E_OUTPUT_DIR: path.join(outDir, 'results'),
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(outDir, 'playwright.json'),
  };
}

export async function runBrowserTests(extraArgs = []) {
  const buildEnv = await buildForRun();
  const browser = findBrowser('journeys');
  try {
    run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...extraArgs], {
      env: {
        ...process.env,
        CHROME_PATH: browser,
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(root, '.cache', 'playwright.json'),
        ...buildEnv,
      },
    });
    // A private build is removed after a passing run; a failing one is kept for its traces.
    if (buildEnv.WEB_DIST_DIR) rmSync(buildEnv.WEB_DIST_DIR, { recursive: true, force: true });
    if (buildEnv.WEB_SERVER_ENTRY) rmSync(path.dirname(buildEnv.WEB_SERVER_ENTRY), { recursive: true, force: true });
    if (buildEnv.E2E_API_DIR) rmSync(buildEnv.E2E_API_DIR, { recursive: true, force: true });
  } catch (error) {
    if (buildEnv.WEB_DIST_DIR) console.error(`Traces and screenshots of the failed run: ${buildEnv.E2E_OUTPUT_DIR}`);
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await runBrowserTests(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  }
}
