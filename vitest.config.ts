import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'common', root: 'common', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'web',
          include: ['test/**/*.test.ts?(x)'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['test/globalSetup.ts'],
          // A worker's files share its loaded modules: each file builds its own app on its own database, and
          // loading the server anew took a third of the suite. So no module mocks here (they would leak).
          isolate: false,
        },
      },
    ],
  },
});
