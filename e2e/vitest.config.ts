import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The browser tests (`npm run e2e`), apart from `npm test`: each test file starts its own console server on a
 * fresh in-memory database and its own Chromium. One file at a time: with two at once on two cores, a server,
 * a browser and a page render of each compete, and a click could land before a busy page had taken the one
 * before it (a different test failed so in three runs out of four).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/tests/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // On two busy cores a re-render can take more than expect.poll's default second.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    globalSetup: ['e2e/globalSetup.ts'],
  },
});
