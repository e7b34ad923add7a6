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
    // Test files share their worker's module graph: every suite builds its own app, database and
    // clock through dependency injection, so nothing leaks between files, and the 2-core CI machine
    // stops re-importing the server for each of ~200 files (pglite project: 7 min 10 s isolated,
    // 4 min 9 s shared; vitest's "import" phase 234 s → 19 s).
    isolate: false,
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
