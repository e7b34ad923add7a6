import { defineConfig } from 'vitest/config';

/** End-to-end journeys in headless Chromium against the real server (e2e/harness.ts). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
