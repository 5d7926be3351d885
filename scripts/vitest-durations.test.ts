import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { fileDuration } from './vitest-durations.mjs';

describe('the durations reporter', () => {
  it('adds up the phases of one file in seconds, named by project and path from the root', () => {
    const module = {
      project: { name: 'api' },
      moduleId: '/repo/apps/api/src/a.test.ts',
      diagnostic: () => ({ environmentSetupDuration: 10, prepareDuration: 200, setupDuration: 40, collectDuration: 2500, duration: 1250.4 }),
    };
    expect(fileDuration(module, '/repo')).toEqual({
      project: 'api',
      file: 'apps/api/src/a.test.ts',
      total: 4,
      environment: 0.01,
      prepare: 0.24,
      importAndCollect: 2.5,
      tests: 1.25,
    });
  });
});
