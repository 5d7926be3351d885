// Browser journeys: build the storefront, find Chromium, run Playwright against the real
// server on an in-memory database. Writes a JSON report for the test summary.
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureWebBuild, root, run } from './lib.mjs';
import { findBrowser } from './find-browser.mjs';

function getFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function runBrowserTests(extraArgs = []) {
  ensureWebBuild();
  const browser = findBrowser();
  const port = await getFreePort();
  run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...extraArgs], {
    env: {
      ...process.env,
      CHROME_PATH: browser,
      E2E_PORT: String(port),
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(root, '.cache', 'playwright.json'),
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await runBrowserTests(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  }
}
