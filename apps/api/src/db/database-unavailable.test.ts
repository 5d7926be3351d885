import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, StoreBusyError } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How drizzle hands the driver's error on: its own error, with the driver's as the cause. */
const failedQuery = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['nothing listens', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the server shuts down', withCode('terminating connection due to administrator command', '57P01')],
    ['the server starts up', withCode('the database system is starting up', '57P03')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a broken connection', withCode('connection failure', '08006')],
    ['the pool waited too long', new Error('timeout exceeded when trying to connect')],
    ['the connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a wrapped refusal', failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ["the app's own answer read for a page was 503", new StoreBusyError('/api/public/banner')],
  ])('is true when %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(withCode('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
