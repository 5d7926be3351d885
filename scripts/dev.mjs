// `npm run dev`: the API (restarting on change) and Vite's dev server, whose proxy sends
// /api and /media to the API. Open the URL Vite prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root, underBuildLock } from './lib.mjs';

await underBuildLock(async () => ensureInstalled());
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` } }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
await Promise.all(children.map((child) => new Promise((resolve) => child.on('exit', resolve))));
