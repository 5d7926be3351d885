import { defineConfig } from '@playwright/test';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds the storefront, finds Chromium
// and picks a free port. The server runs on an in-memory database seeded with the demo store.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../.cache/e2e-results',
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // The bundled API (scripts/e2e.mjs builds it), as npm start runs it.
    command: `node ${process.env.E2E_NODE_FLAGS ?? ''} ${process.env.E2E_API_ENTRY ?? 'apps/api/dist/main.mjs'}`,
    cwd: '..',
    url: `${baseURL}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Tests that register a shopper through the API say which address they come from
      // (e2e/shopper.ts), as separate shoppers do; the sign-up limit per address stays as it is.
      TRUST_PROXY: '127.0.0.1',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
