// `npm test`: install what is missing, then typecheck, lint, unit and API tests (vitest; also on
// PostgreSQL when TEST_DATABASE_URL is set) and the browser journeys (Playwright in Chromium).
// Ends with one summary line: "tests: N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';
import { runBrowserTests } from './e2e.mjs';

const cacheDir = path.join(root, '.cache');
const vitestReport = path.join(cacheDir, 'vitest.json');
const playwrightReport = path.join(cacheDir, 'playwright.json');

function countVitest() {
  if (!existsSync(vitestReport)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

function countPlaywright() {
  if (!existsSync(playwrightReport)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  return { passed: stats?.expected ?? 0, failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) };
}

const steps = [
  ['typecheck', () => run('npm', ['run', '--silent', 'typecheck'])],
  ['lint', () => run('npx', ['eslint', '.', '--max-warnings', '0'])],
  ['unit and API tests', () => run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`])],
  ['browser tests', () => runBrowserTests()],
];

let failedStep;
try {
  ensureInstalled();
  mkdirSync(cacheDir, { recursive: true });
  rmSync(vitestReport, { force: true });
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
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
