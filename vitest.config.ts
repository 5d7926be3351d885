import path from 'node:path';
import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain ES module of the scripts, without types
import { testFilesReaching } from './scripts/database-test-files.mjs';

/**
 * One run, several projects: shared rules, the API on embedded PGlite and, when
 * TEST_DATABASE_URL is set, the same API suite again on PostgreSQL; web components in jsdom.
 */
/**
 * Migrates and seeds each API project's template databases once per run; test files copy them.
 * The API projects run their files one after another in a worker without isolation: the app's
 * module graph (Fastify, drizzle, zod, pdfkit, ...) is imported once per worker instead of once per
 * file. Each file still builds its own app on its own database; the few process-wide values
 * (store settings, metal rates) are read afresh by every app that starts.
 */
const databaseTemplates = 'apps/api/src/test/database-templates.ts';

const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: 'api-postgres',
          // The files that talk to a database (their imports reach the test database); pure rules ran once already.
          include: testFilesReaching(path.resolve('apps/api/src'), path.resolve('apps/api/src/test/test-database.ts')).map((file: string) => path.relative(process.cwd(), file)),
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: [databaseTemplates],
          isolate: false,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default leaves one core free (one worker on the 2-core machines); the API files
    // wait on their databases often enough that a worker per core is faster (docs/testing.md).
    // VITEST_MAX_WORKERS=n overrides it.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/web/build-tools/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], environment: 'node', env: { TEST_DB: 'pglite' }, globalSetup: [databaseTemplates], isolate: false },
      },
      ...apiOnPostgres,
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
