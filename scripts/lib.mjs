// Helpers shared by the project's scripts. Plain Node: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBuildLock } from './build-lock.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository, inheriting the terminal; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/**
 * Runs a command with its output held back, so several can run at once without mixing their
 * lines; resolves with its exit code, its output and how long it took.
 */
export function runQuietly(command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 }));
  });
}

/** Starts a long-running command; signals are passed on so the child can shut down cleanly. */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** A TCP port nothing listens on right now (the system picks it). */
export function getFreePort() {
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

function listFiles(target) {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .filter((entry) => !['node_modules', 'dist', 'dist-server'].includes(entry.name))
    .flatMap((entry) => listFiles(path.join(target, entry.name)))
    .sort();
}

/** A content hash of files and folders (relative to the repository root). */
export function hashOf(relativePaths) {
  const hash = createHash('sha256');
  for (const file of relativePaths.flatMap((relative) => listFiles(path.join(root, relative)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const installInputs = ['package.json', 'package-lock.json', 'packages/shared/package.json', 'apps/api/package.json', 'apps/web/package.json', 'e2e/package.json', 'bench/package.json'];
const installStamp = path.join(root, 'node_modules', '.aabhushan-install');

/** Installs dependencies when node_modules is missing or the lockfile or a manifest changed. */
export function ensureInstalled() {
  const wanted = hashOf(installInputs);
  if (existsSync(installStamp) && readFileSync(installStamp, 'utf8') === wanted) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(installStamp, wanted);
}

const webInputs = ['apps/web', 'packages/shared/src', 'package-lock.json'];
const webDist = path.join(root, 'apps/web/dist');
const webStamp = path.join(webDist, '.build-stamp');
/** The storefront's server entry (apps/web/src/entry-server.tsx): the API draws first views with it. */
const webServerEntry = path.join(root, 'apps/web/dist-server/entry-server.js');

/** Builds the front end when its sources changed since the last build. */
export function ensureWebBuild() {
  const wanted = hashOf(webInputs);
  const built = [path.join(webDist, 'index.html'), path.join(webDist, 'staff/admin.html'), webServerEntry, webStamp].every((file) => existsSync(file));
  if (built && readFileSync(webStamp, 'utf8') === wanted) return;
  console.log('Building the storefront...');
  // Always React's production build, whatever NODE_ENV the shell has (development included).
  const options = { cwd: path.join(root, 'apps/web'), env: { ...process.env, NODE_ENV: 'production' } };
  run('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn'], options);
  run('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'], options);
  // The staff side (apps/web/admin.html), built on its own into dist/staff (vite.config.ts).
  run('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn'], { ...options, env: { ...options.env, WEB_BUILD: 'staff' } });
  writeFileSync(webStamp, wanted);
}

const apiInputs = ['apps/api/src', 'packages/shared/src', 'package-lock.json', 'scripts/build-api.mjs'];
/** Where `npm start` runs the API from: plain Node, no TypeScript loader. */
export const apiBundle = 'apps/api/dist/main.mjs';
/**
 * Node flags of every serving process (npm start, the e2e server, the bench's server). The
 * store's live heap is about 50 MB, but on a machine with memory to spare V8 lets garbage pile
 * up under load (the bench saw 390 MB resident at 50 connections); a 192 MB old generation
 * keeps the process under about 200 MB at the same throughput. NODE_OPTIONS can raise it.
 */
export const serverNodeFlags = ['--max-old-space-size=192'];
const apiStamp = path.join(root, 'apps/api/dist/.build-stamp');

/** Bundles the API when its sources changed since the last build. */
export async function ensureApiBuild() {
  const wanted = hashOf(apiInputs);
  if (existsSync(path.join(root, apiBundle)) && existsSync(apiStamp) && readFileSync(apiStamp, 'utf8') === wanted) return;
  console.log('Building the API...');
  const { bundleServer } = await import('./build-api.mjs');
  await bundleServer(root, 'apps/api/src/main.ts', apiBundle);
  writeFileSync(apiStamp, wanted);
}

/** Held while dependencies are installed and the storefront and API are built (scripts/build-lock.mjs). */
const buildLockFile = path.join(root, '.cache', 'build.lock');

/** Runs `work` (installing, building) while no other process of this checkout does. */
export function underBuildLock(work) {
  return withBuildLock(buildLockFile, work, {
    onWait: (pid) => console.log(`Another process${pid ? ` (${pid})` : ''} is building the store in this checkout: waiting for it, then using its build...`),
  });
}

/** What serving the store needs (dependencies, storefront, bundled API); a failure is one line and exits. */
export async function prepareToServe() {
  try {
    await underBuildLock(async () => {
      ensureInstalled();
      ensureWebBuild();
      await ensureApiBuild();
    });
  } catch (error) {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  }
}
