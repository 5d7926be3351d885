// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on home, listing, a product
// and the signed-in cart, against the production server on a throwaway database; prints one
// table and keeps each page's report (HTML and JSON) in .cache/lighthouse. A measurement, not a test.
//   npm run lighthouse -- --runs 3        the median run of three per page
//   npm run lighthouse -- --pages home,cart
//   npm run lighthouse -- --as-index 1200 each run as on a machine of benchmark index 1,200
//   npm run lighthouse -- --as-index 1200 --keep-artifacts   also keeps each run's recording (its
//                                          trace and network log) in .cache/lighthouse/artifacts-<page>-<run>
// Lighthouse records the page at the machine's own speed and simulates the slow phone afterwards,
// its CPU four times slower than the machine. A machine faster than the one a budget stands for
// would flatter the page, so --as-index scales the slowdown by the run's own benchmark index:
// 4 x index / target (Lighthouse's documented way to stand for a slower machine). Each run's
// figures print as it ends, with its index and the slowdown used.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareToServe, root } from './lib.mjs';
import { findBrowser } from './find-browser.mjs';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const PAGES = ['home', 'listing', 'product', 'cart'];
const reportDir = path.join(root, '.cache', 'lighthouse');

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, pages: { type: 'string', default: PAGES.join(',') }, 'as-index': { type: 'string' }, 'keep-artifacts': { type: 'boolean', default: false } },
});
const runs = Number(options.runs);
const chosen = options.pages.split(',');
const asIndex = options['as-index'] === undefined ? undefined : Number(options['as-index']);
const keepArtifacts = options['keep-artifacts'];
if (!Number.isInteger(runs) || runs < 1 || chosen.some((name) => !PAGES.includes(name)) || (asIndex !== undefined && !(asIndex >= 100)) || (keepArtifacts && asIndex === undefined)) {
  console.error(`Usage: npm run lighthouse -- [--runs <n>] [--pages ${PAGES.join(',')}] [--as-index <benchmark index, 100 or more> [--keep-artifacts]]`);
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
async function measure(url, prepare, keptAs) {
  const chrome = await launch({ chromePath: findBrowser(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const flags = {
    port: chrome.port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keeps the signed-in shopper the preparation stored; the profile is fresh anyway.
    disableStorageReset: Boolean(prepare),
  };
  try {
    if (prepare) await prepare(chrome.port);
    const result = asIndex === undefined ? await lighthouse(url, flags) : await measureAsIndex(url, flags, keptAs);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * Records the page (Lighthouse's gather step, at the machine's speed), then simulates it with the
 * CPU slowed by 4 x this run's benchmark index / the target index. Under simulated throttling the
 * slowdown is applied only when the recording is judged, so the recording is the same either way.
 */
async function measureAsIndex(url, flags, keptAs) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir });
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: (4 * artifacts.BenchmarkIndex) / asIndex };
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    if (keepArtifacts) cpSync(dir, path.join(reportDir, `artifacts-${keptAs}`), { recursive: true });
    return await lighthouse(undefined, { ...flags, auditMode: dir }, { extends: 'lighthouse:default', settings: { throttling } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A run's figures in one line: score, TBT, LCP, the machine's benchmark index and the CPU slowdown. */
function describeRun(lhr) {
  const row = summarise('', lhr);
  const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  return `performance ${row.score}, TBT ${Math.round(row.tbt)} ms, LCP ${(row.lcp / 1000).toFixed(2)} s, CLS ${row.cls.toFixed(3)}; benchmark index ${row.benchmarkIndex}, CPU ${slowdown.toFixed(1)}x slower`;
}

/** A trace Chromium failed to record (NO_NAVSTART and the like, commoner on a busy machine) is tried again. */
async function measureWithRetries(url, prepare, keptAs, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await measure(url, prepare, keptAs);
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
      const result = await measureWithRetries(`${server.origin}${pagePath}`, prepare, `${name}-${run}`);
      console.log(`  ${describeRun(result.lhr)}`);
      results.push(result);
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
  const standIn = asIndex === undefined ? '' : `, each run's CPU slowed to stand for a machine of benchmark index ${asIndex}`;
  console.log(`\nLighthouse ${sample.lighthouseVersion}, mobile, simulated throttling${standIn}; ${browser}; benchmark index ${sample.environment.benchmarkIndex}; load average ${load} on ${os.cpus().length} cores`);
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
