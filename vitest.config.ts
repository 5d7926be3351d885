import { defineConfig } from 'vitest/config';

/**
 * One run, several projects: shared rules, the API on embedded PGlite and, when
 * TEST_DATABASE_URL is set, the same API suite again on PostgreSQL; web components in jsdom.
 */
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: 'api-postgres',
          // Everything that talks to the database; config and process tests need not run twice.
          include: ['apps/api/src/db/**/*.test.ts', 'apps/api/src/modules/**/*.test.ts', 'apps/api/src/plugins/**/*.test.ts', 'apps/api/src/test/fuzz/**/*.test.ts', 'apps/api/src/app.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          fileParallelism: false,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/web/build-tools/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: { name: 'api', include: ['apps/api/src/**/*.test.ts'], environment: 'node', env: { TEST_DB: 'pglite' } },
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
