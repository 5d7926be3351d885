import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { startServerProcess } from './server-process.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'aabhushan-server-process-'));
/** A stand-in for the store: healthy at once, and it tells the shutdown drain it was given. */
const standIn = path.join(folder, 'stand-in.mjs');
writeFileSync(
  standIn,
  `import { createServer } from 'node:http';
createServer((request, response) => response.end(JSON.stringify({ drain: process.env.SHUTDOWN_DRAIN_MS ?? null }))).listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => process.exit(0));`,
);

async function drainOf(env: Record<string, string>) {
  const { origin, stop } = await startServerProcess({ entry: standIn, env });
  try {
    return ((await (await fetch(`${origin}/api/v1/health`)).json()) as { drain: string | null }).drain;
  } finally {
    await stop();
  }
}

describe('a server started for tests and tools', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('has no SIGTERM drain, so stopping it does not wait 3 s for a load balancer that is not there', async () => {
    expect(await drainOf({})).toBe('0');
  });

  it('keeps a drain its caller names', async () => {
    expect(await drainOf({ SHUTDOWN_DRAIN_MS: '1500' })).toBe('1500');
  });
});
