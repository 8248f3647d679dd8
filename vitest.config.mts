import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // The test command runs the unit tests beside the type check and the linter on two cores: a
          // test that first imports the engine or the seeds can wait for a core longer than vitest's 5 s.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          globalSetup: ['tests/support/integration-global-setup.ts'],
          // Every file opens a database of its own (a copy of the seeded template), so the files need
          // no fresh module registry each: importing the backend once per worker rather than once per
          // file takes about six minutes off each database's run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Two production servers on one PostgreSQL database (needs `next build` first); run by the test command after the build.
        resolve: { alias },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Each file starts production servers of its own; side by side they would share two cores.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // A data folder or database used before: restarts, an older release's data, backup and restore (needs `next build` first).
        resolve: { alias },
        test: {
          name: 'lifecycle',
          include: ['tests/lifecycle/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
