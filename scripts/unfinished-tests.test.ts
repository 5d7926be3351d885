import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { describeRerun, findUnfinishedFiles, mergeRerun } from './unfinished-tests.mjs';

const file = (name: string, statuses: string[]) => ({ name, assertionResults: statuses.map((status, n) => ({ title: `t${n}`, status })) });

describe('unfinished test files (a crashed vitest worker)', () => {
  it('finds files whose tests never ran, not files with skipped tests', () => {
    const report = {
      testResults: [file('/a.test.ts', ['passed', 'skipped']), file('/b.test.ts', ['passed', 'pending', 'pending']), file('/c.test.ts', [])],
    };
    expect(findUnfinishedFiles(report)).toEqual(['/b.test.ts', '/c.test.ts']);
  });

  it('names a file once when two projects ran it', () => {
    const report = { testResults: [file('/b.test.ts', ['passed']), file('/b.test.ts', ['pending'])] };
    expect(findUnfinishedFiles(report)).toEqual(['/b.test.ts']);
  });

  it('counts the re-run files as the re-run found them and every other test as the first run did', () => {
    const first = { numPassedTests: 5, numFailedTests: 0, testResults: [file('/a.test.ts', ['passed', 'passed', 'passed']), file('/b.test.ts', ['passed', 'passed']), file('/b.test.ts', ['pending', 'pending'])] };
    const rerun = { numPassedTests: 3, numFailedTests: 1, testResults: [file('/b.test.ts', ['passed', 'passed']), file('/b.test.ts', ['passed', 'failed'])] };
    expect(mergeRerun(first, rerun, ['/b.test.ts'])).toEqual({ passed: 6, failed: 1 });
  });

  it('names each re-run file from the repository root for the summary, and says nothing when none was', () => {
    expect(describeRerun(['/repo/apps/api/src/a.test.ts', '/elsewhere/b.test.ts'], '/repo')).toBe(
      'Re-run after a test worker crashed (2; find out why): apps/api/src/a.test.ts, /elsewhere/b.test.ts',
    );
    expect(describeRerun([], '/repo')).toBe('');
  });
});
