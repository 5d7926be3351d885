// The bench's serving processes (bench/dist/server.mjs, bundled by scripts/bench.mjs): started
// as the store runs in service, with what they tell the run, and what /proc says of them.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchShoppers } from './bench-customers';
import { BENCH_DATA_KEY } from './place-orders';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ServerMessage {
  peakRssMb?: number;
  listingBytes?: number;
  shoppers?: BenchShoppers;
}

/**
 * The serving process runs as the store runs in service (NODE_ENV=production): outside
 * production every answer is also written by zod and compared (lib/response-serializer.ts),
 * which a bench must not measure. Production asks for its keys; these are the bench's own, and
 * the Razorpay ones are never called (the place-order scenario pays by UPI later, never here).
 */
export function productionEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: 'bench-jwt-secret-for-throwaway-databases-only',
    DATA_KEY: BENCH_DATA_KEY,
    RAZORPAY_KEY_ID: 'rzp_test_bench',
    RAZORPAY_KEY_SECRET: 'bench-razorpay-secret-never-called',
  };
}

/** Forks the bench's server with `env`; `message` resolves with what it says once prepared or listening. */
export function startServer(env: Record<string, string>, args: string[] = [], execArgv: string[] = []): { child: ChildProcess; message: Promise<ServerMessage> } {
  const child = fork(path.join(here, 'dist/server.mjs'), args, { env: { ...process.env, ...env }, execArgv, stdio: 'inherit' });
  const message = new Promise<ServerMessage>((resolve, reject) => {
    child.once('message', (value) => resolve(value as ServerMessage));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, message };
}

/** Stops a serving process (SIGTERM: it prints where its memory ended) and waits until it has gone. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
