// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on home, listing, a product
// and the signed-in cart, against the production server on a throwaway database; prints one
// table and keeps each page's report (HTML and JSON) in .cache/lighthouse. A measurement, not a test.
//   npm run lighthouse -- --runs 3        the median run of three per page
//   npm run lighthouse -- --pages home,cart
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareToServe, root } from './lib.mjs';
import { findBrowser } from './find-browser.mjs';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const PAGES = ['home', 'listing', 'product', 'cart'];
const reportDir = path.join(root, '.cache', 'lighthouse');

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '1' }, pages: { type: 'string', default: PAGES.join(',') } } });
const runs = Number(options.runs);
const chosen = options.pages.split(',');
if (!Number.isInteger(runs) || runs < 1 || chosen.some((name) => !PAGES.includes(name))) {
  console.error(`Usage: npm run lighthouse -- [--runs <n>] [--pages ${PAGES.join(',')}]`);
  process.exit(1);
}

await prepareToServe();
// Installed by ensureInstalled (devDependencies), so imported only now.
const { default: lighthouse } = await import('lighthouse');
const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
const { launch } = await import('chrome-launcher');
const { startThrowawayServer } = await import('./lighthouse/throwaway-server.mjs');
const { findProduct, signInWithAPieceInTheCart } = await import('./lighthouse/signed-in-cart.mjs');
const { formatTable, summarise } = await import('./lighthouse/summary.mjs');

/** One Lighthouse run in a fresh browser (its own profile: a cold cache and no storage). */
async function measure(url, prepare) {
  const chrome = await launch({ chromePath: findBrowser(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (prepare) await prepare(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the signed-in shopper the preparation stored; the profile is fresh anyway.
      disableStorageReset: Boolean(prepare),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    return result;
  } finally {
    chrome.kill();
  }
}

/** A trace Chromium failed to record (NO_NAVSTART and the like, commoner on a busy machine) is tried again. */
async function measureWithRetries(url, prepare, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await measure(url, prepare);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === attempts) throw new Error(`Lighthouse could not measure ${url}: ${failure.message}`);
    console.log(`  ${failure.code}: trying again`);
  }
}

const server = await startThrowawayServer();
let stopping;
const stopServer = () => (stopping ??= server.close());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stopServer().finally(() => process.exit(130)));
}

try {
  const product = await findProduct(server.origin);
  const targets = {
    home: { path: '/home' },
    listing: { path: '/products' },
    product: { path: `/product/${product.slug}` },
    cart: { path: '/cart', prepare: (port) => signInWithAPieceInTheCart(port, server.origin, product) },
  };
  mkdirSync(reportDir, { recursive: true });
  const rows = [];
  let sample;
  for (const name of chosen) {
    const { path: pagePath, prepare } = targets[name];
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      console.log(`Lighthouse: ${name} (${pagePath})${runs > 1 ? `, run ${run} of ${runs}` : ''}...`);
      results.push(await measureWithRetries(`${server.origin}${pagePath}`, prepare));
    }
    const median = computeMedianRun(results.map((result) => result.lhr));
    const { report } = results.find((result) => result.lhr === median);
    writeFileSync(path.join(reportDir, `${name}.html`), report[0]);
    writeFileSync(path.join(reportDir, `${name}.json`), report[1]);
    rows.push(summarise(name, median));
    sample = median;
  }
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  const browser = sample.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
  console.log(`\nLighthouse ${sample.lighthouseVersion}, mobile, simulated throttling; ${browser}; benchmark index ${sample.environment.benchmarkIndex}; load average ${load} on ${os.cpus().length} cores`);
  // The server serves WEB_DIST_DIR when it is set: another build of the storefront, to compare.
  const build = process.env.WEB_DIST_DIR ? `Storefront build: ${process.env.WEB_DIST_DIR}. ` : '';
  console.log(`${build}${runs > 1 ? `Median of ${runs} runs per page. ` : ''}Reports: ${path.relative(root, reportDir)}/<page>.html and .json\n`);
  console.log(formatTable(rows));
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await stopServer();
}
