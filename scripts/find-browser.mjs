// Finds Chromium: CHROME_PATH, Debian's packages, or Playwright's cache. As root with apt-get it
// installs Debian's packages when they are missing; otherwise it says how to get them.
//
// Two kinds: the browser journeys run in Chromium's headless shell (the same Blink without the
// browser's UI layers, as Playwright itself runs headless tests; the whole suite took 10.4
// instead of 12.3 minutes on 2 cores, docs/testing.md); Lighthouse measures in the full browser,
// as shoppers have it.
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const KINDS = {
  // The binary itself, not Debian's /usr/bin wrapper script: a wrapper left running would keep
  // the shell alive after Playwright ends the browser.
  journeys: {
    paths: ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
    cache: ['chrome-headless-shell-linux64/chrome-headless-shell', 'chrome-linux/headless_shell', 'chrome-linux64/chrome', 'chrome-linux/chrome'],
    packages: ['chromium-headless-shell'],
  },
  full: {
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
    cache: ['chrome-linux64/chrome', 'chrome-linux/chrome'],
    packages: ['chromium'],
  },
};

function fromPlaywrightCache(binaries) {
  const cache = path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  const dirs = readdirSync(cache).filter((name) => name.startsWith('chromium')).sort().reverse();
  for (const sub of binaries) {
    for (const dir of dirs) {
      const candidate = path.join(cache, dir, sub);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

function findInstalled(kind) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH points at ${process.env.CHROME_PATH}, which does not exist.`);
  }
  return kind.paths.find(existsSync) ?? fromPlaywrightCache(kind.cache);
}

function installDebianPackages(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log(`Installing Debian's ${packages.join(' and ')} for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }).status === 0;
}

/**
 * The path of a Chromium binary of the kind asked for ('journeys' or 'full'), installing
 * Debian's package when it is missing and this process may. The journeys' own package is
 * preferred; the full browser serves them too where the shell cannot be had.
 */
export function findBrowser(kindName = 'full') {
  const kind = KINDS[kindName];
  if (!kind) throw new Error(`Unknown kind of browser: ${kindName}`);
  const preferred = process.env.CHROME_PATH ? undefined : kind.paths[0];
  if (preferred && !existsSync(preferred)) installDebianPackages(kind.packages);
  const found = findInstalled(kind);
  if (found) return found;
  if (kind !== KINDS.full && installDebianPackages(KINDS.full.packages)) {
    const full = findInstalled(KINDS.full);
    if (full) return full;
  }
  throw new Error(`No Chromium for the browser tests: install it (sudo apt-get install ${kind.packages.join(' ')}) or set CHROME_PATH to a Chrome or Chromium binary.`);
}
