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
// would flatter the page, so --as-index records it with Chromium's CPU slowed to the target
// index (measureAsIndex says how). Each run's figures print as it ends, with the machine's
// index and the slowdowns used.
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
const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
const { throttling: lighthouseThrottling } = await import('lighthouse/core/config/constants.js');
/** Lighthouse's mobile default: a slow 4G network and a CPU four times slower than the recording. */
const SIMULATED_PHONE = lighthouseThrottling.mobileSlow4G;
/** Settings Lighthouse lengthens for a recording under devtools throttling. */
const RECORDING_WAITS = ['pauseAfterFcpMs', 'pauseAfterLoadMs', 'networkQuietThresholdMs', 'cpuQuietThresholdMs'];
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
    const result = asIndex === undefined ? await lighthouse(url, flags) : await measureAsIndex(url, flags, chrome.port, keptAs);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    return result;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse as a machine of benchmark index `asIndex` would run it. The machine's own index is
 * read first (Lighthouse's benchmark, in the browser about to record); the page is then recorded
 * with Chromium's CPU slowed by index / target (Emulation.setCPUThrottlingRate, as DevTools'
 * CPU throttling), so it runs as on the slower machine, and judged by Lighthouse's default
 * simulation, four times slower again. Slowing the recording rather than the simulation matters:
 * React yields every few milliseconds of the machine's own time, so on a slow machine its work
 * stays in short tasks, while a simulation slowed 12 times turned each 5 ms slice of a fast
 * machine's recording into a 60 ms "long task" no phone would have.
 */
async function measureAsIndex(url, flags, port, keptAs) {
  const machineIndex = await readBenchmarkIndex(port);
  const slowdown = Math.max(1, machineIndex / asIndex);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    const recording = { cpuSlowdownMultiplier: slowdown, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 };
    await lighthouse(url, { ...flags, gatherMode: dir }, { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools', throttling: recording } });
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8'));
    // Judged as any Lighthouse mobile run is: simulated, the CPU four times slower than the recording.
    // (The recording's waits for a quiet page, longer under devtools throttling, are kept: they do not change the judging.)
    const waits = Object.fromEntries(RECORDING_WAITS.map((key) => [key, artifacts.settings[key]]));
    const judging = { ...waits, throttlingMethod: 'simulate', throttling: SIMULATED_PHONE };
    artifacts.settings = { ...artifacts.settings, ...judging };
    writeFileSync(file, JSON.stringify(artifacts));
    if (keepArtifacts) cpSync(dir, path.join(reportDir, `artifacts-${keptAs}`), { recursive: true });
    const result = await lighthouse(undefined, { ...flags, auditMode: dir }, { extends: 'lighthouse:default', settings: judging });
    if (result) result.recordedAs = { machineIndex, slowdown };
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The machine's benchmark index as Lighthouse computes it, read twice in the browser and the higher kept (a busy moment only lowers it). */
async function readBenchmarkIndex(port) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const readings = [];
    for (let i = 0; i < 2; i += 1) readings.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return Math.max(...readings);
  } finally {
    await browser.disconnect();
  }
}

/** A run's figures in one line: score, TBT, LCP, the machine's benchmark index and how the CPU was slowed. */
function describeRun({ lhr, recordedAs }) {
  const row = summarise('', lhr);
  const figures = `performance ${row.score}, TBT ${Math.round(row.tbt)} ms, LCP ${(row.lcp / 1000).toFixed(2)} s, CLS ${row.cls.toFixed(3)}`;
  if (!recordedAs) return `${figures}; benchmark index ${row.benchmarkIndex}, CPU simulated ${lhr.configSettings.throttling.cpuSlowdownMultiplier}x slower`;
  return `${figures}; benchmark index ${Math.round(recordedAs.machineIndex)}, recorded ${recordedAs.slowdown.toFixed(2)}x slower (as index ${asIndex}), then simulated 4x slower`;
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
      console.log(`  ${describeRun(result)}`);
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
  const standIn = asIndex === undefined ? '' : `, each run recorded with the CPU slowed to a machine of benchmark index ${asIndex}`;
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
