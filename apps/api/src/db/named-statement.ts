import { createHash } from 'node:crypto';

interface PreparableQuery<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/**
 * Runs a query built at request time (a search, a filtered listing) as a named prepared
 * statement, named after its text. PostgreSQL parses a named statement once per connection and,
 * once its plan proves as good as a fresh one, stops planning it on every run: the same search
 * or listing shape with other values (the words, the prices) then costs only its execution.
 * Values are bound parameters, never part of the text, so the shapes are few.
 */
export function executeNamed<Result>(query: PreparableQuery<Result>): Promise<Result> {
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`;
  return query.prepare(name).execute();
}
