import { defineConfig } from 'vitest/config';

const withPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * Unit + integration tests. Project "pglite" runs everything on embedded PGlite; when
 * TEST_DATABASE_URL is set (CI sets it when a PostgreSQL server answers), project "postgres" runs
 * the server suites again against that server.
 */
export default defineConfig({
  test: {
    globalSetup: ['./server/db/test-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: [
            'server/**/*.test.ts',
            'contracts/**/*.test.ts',
            'web/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['server/**/*.test.ts'],
                env: { HOMEROOM_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
