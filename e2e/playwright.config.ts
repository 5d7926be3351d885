import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds the storefront and the API and
// finds Chromium. Each worker starts a store of its own (e2e/store-server.ts, the `store` fixture
// in e2e/test.ts) on an in-memory database seeded with the demo store; the fixture sets `baseURL`.

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // A worker keeps about two cores busy (Chromium's processes and its store): one on the 2-core
  // machines, where a second ran no faster (docs/testing.md). E2E_WORKERS=n overrides.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2))),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../.cache/e2e-results',
  reporter: [['list'], ['json']],
  use: {
    // A failed journey keeps its trace (actions, DOM snapshots, network); the screencast is left
    // out: recording it for every journey cost a sixth of the run's time (docs/testing.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
});
