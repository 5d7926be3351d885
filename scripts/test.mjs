// `npm test`: install what is missing, then typecheck, lint, unit and API tests (vitest; also on
// PostgreSQL when TEST_DATABASE_URL is set) and the browser journeys (Playwright in Chromium).
// Ends with one summary line: "tests: N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root, run, runQuietly, underBuildLock } from './lib.mjs';
import { runBrowserTests } from './e2e.mjs';
import { describeRerun, findUnfinishedFiles, mergeRerun } from './unfinished-tests.mjs';

const cacheDir = path.join(root, '.cache');
const vitestReport = path.join(cacheDir, 'vitest.json');
const vitestRerunReport = path.join(cacheDir, 'vitest-rerun.json');
const playwrightReport = path.join(cacheDir, 'playwright.json');

const readReport = (file) => JSON.parse(readFileSync(file, 'utf8'));

function countVitest() {
  if (!existsSync(vitestReport)) return { passed: 0, failed: 0, rerun: [] };
  const report = readReport(vitestReport);
  if (existsSync(vitestRerunReport)) {
    const rerun = findUnfinishedFiles(report);
    return { ...mergeRerun(report, readReport(vitestRerunReport), rerun), rerun };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, rerun: [] };
}

const vitestDurations = path.join(cacheDir, 'vitest-durations.json');
/** `files` empty runs everything, and only that run writes the durations (a re-run keeps them). */
const runVitestOn = (files, report) =>
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--reporter=./scripts/vitest-durations.mjs', `--outputFile.json=${report}`, ...files], {
    env: { ...process.env, ...(files.length === 0 ? { VITEST_DURATIONS: vitestDurations } : {}) },
  });

/**
 * Unit and API tests. When a worker process dies (vitest: "Worker exited unexpectedly") while
 * no test failed, the files it left unfinished are named and run once more; their second run
 * decides. A failed assertion is never re-run.
 */
function runVitest() {
  try {
    runVitestOn([], vitestReport);
  } catch (error) {
    if (!existsSync(vitestReport)) throw error;
    const report = readReport(vitestReport);
    const unfinished = findUnfinishedFiles(report);
    if (report.numFailedTests > 0 || unfinished.length === 0) throw error;
    console.error(`\nA test worker process died with no failed test; its unfinished files run once more:\n  ${unfinished.join('\n  ')}\n`);
    runVitestOn(unfinished, vitestRerunReport);
  }
}

function countPlaywright() {
  if (!existsSync(playwrightReport)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  return { passed: stats?.expected ?? 0, failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) };
}

/**
 * Typecheck (`tsc -b`: each project once, incremental) and lint (with its cache; both keep their
 * state in .cache/ between runs on one machine) at the same time: each is one process on one core.
 */
async function typecheckAndLint() {
  const checks = [
    ['typecheck', ['npm', ['run', '--silent', 'typecheck']]],
    ['lint', ['npx', ['eslint', '.', '--max-warnings', '0', '--cache', '--cache-strategy', 'content', '--cache-location', path.join(cacheDir, 'eslint/')]]],
  ];
  const results = await Promise.all(checks.map(([, [command, args]]) => runQuietly(command, args)));
  const failed = [];
  results.forEach(({ code, output, seconds }, index) => {
    const name = checks[index][0];
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    console.log(`${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    if (code !== 0) failed.push(name);
  });
  if (failed.length > 0) throw new Error(`${failed.join(' and ')} failed`);
}

const steps = [
  ['typecheck and lint', typecheckAndLint],
  ['unit and API tests', runVitest],
  ['browser tests', () => runBrowserTests()],
];

let failedStep;
try {
  await underBuildLock(async () => ensureInstalled());
  mkdirSync(cacheDir, { recursive: true });
  rmSync(vitestReport, { force: true });
  rmSync(vitestRerunReport, { force: true });
  rmSync(playwrightReport, { force: true });
  for (const [name, step] of steps) {
    const started = Date.now();
    console.log(`\n== ${name} ==`);
    try {
      await step();
    } catch (error) {
      failedStep = name;
      console.error(error.message);
      break;
    }
    console.log(`== ${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s ==`);
  }
} catch (error) {
  failedStep = 'install';
  console.error(error.message);
}

const vitest = countVitest();
const playwright = countPlaywright();
const passed = vitest.passed + playwright.passed;
const failed = vitest.failed + playwright.failed + (failedStep && vitest.failed + playwright.failed === 0 ? 1 : 0);
if (failedStep) console.error(`\nnpm test failed at: ${failedStep}`);
const rerunLine = describeRerun(vitest.rerun, root);
if (rerunLine) console.log(`\n${rerunLine}`);
// The last line stays the plain count that CI reads.
console.log(`${rerunLine ? '' : '\n'}tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
