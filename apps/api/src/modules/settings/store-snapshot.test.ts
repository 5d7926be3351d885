import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { applyStoredSettings, editablePart, OPENING_STORE_SETTINGS } from './store-settings';
import { addStoreSnapshots, takeStoreSnapshot } from './store-snapshot';

const SOURCE_ROOT = path.resolve(__dirname, '../..');

/** Every non-test TypeScript file of the API's source. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the store snapshot', () => {
  afterEach(() => {
    applyStoredSettings(null);
  });

  it('gives a request one reading of the settings, however staff change them while it runs', async () => {
    const app = Fastify();
    addStoreSnapshots(app);
    let release: () => void = () => {};
    let started: () => void = () => {};
    const saved = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handling = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/window', async (request) => {
      const before = request.storeSnapshot.settings.returnWindowDays;
      started();
      await saved;
      return { before, after: request.storeSnapshot.settings.returnWindowDays };
    });
    const inFlight = app.inject({ method: 'GET', url: '/window' });
    // Staff save a wider return window while the request waits.
    await handling;
    applyStoredSettings({ ...editablePart(OPENING_STORE_SETTINGS), returnWindowDays: 30 });
    release();
    expect((await inFlight).json()).toEqual({ before: 7, after: 7 });
    // The next request works from the new settings.
    expect((await app.inject({ method: 'GET', url: '/window' })).json()).toEqual({ before: 30, after: 30 });
    await app.close();
  });

  it('holds the settings and the metal rates as the process knows them', () => {
    applyStoredSettings({ ...editablePart(OPENING_STORE_SETTINGS), gstRatePercent: 5 });
    const snapshot = takeStoreSnapshot();
    expect(snapshot.settings.gstRatePercent).toBe(5);
    expect(snapshot.metalRates.rates.length).toBeGreaterThan(0);
  });

  it('is the one place that reads the settings and rates held by the process', () => {
    const readers = sourceFiles(SOURCE_ROOT)
      .filter((file) => /(?<!function )\b(storeSettings|currentMetalRates)\(\)/.test(readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '')))
      .map((file) => path.relative(SOURCE_ROOT, file));
    expect(readers).toEqual(['modules/settings/store-snapshot.ts']);
  });
});
