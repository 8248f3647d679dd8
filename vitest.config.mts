import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

/**
 * The component level formats texts as the app does: with use-intl's parser-free formatter, on the
 * catalogue compiled ahead (next.config.mjs sets the same alias for the build).
 */
const componentAlias = {
  ...alias,
  'use-intl/format-message': createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
};

/**
 * Unit files that replace modules (vi.mock), stub globals or the environment, spy on shared
 * objects or fake the clock: each gets a fresh module registry, so nothing it changes reaches
 * another file. A new file doing any of that belongs here (tests/unit/unit-isolation.test.ts checks).
 */
export const UNIT_FILES_OWN_MODULES = [
  'tests/unit/api-client.test.ts',
  'tests/unit/client/call.test.ts',
  'tests/unit/file-download.test.ts',
  'tests/unit/backend/failure-log.test.ts',
  'tests/unit/backend/entity-tables.test.ts',
  'tests/unit/gateway/call-session.test.ts',
  'tests/unit/gateway/unsealed-sessions.test.ts',
  'tests/unit/cache/next-cache-handler.test.ts',
  'tests/unit/antd-theme-css.test.ts',
  'tests/unit/ref-targets.test.ts',
  'tests/unit/notifications/after-call.test.ts',
  'tests/unit/time-zones/time-zone.test.ts',
  'tests/unit/page-paths.test.ts',
  // Asks what the engine does before the areas are plugged in: a registry no other file has touched.
  'tests/unit/backend/engine-plug-ins.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: UNIT_FILES_OWN_MODULES,
          environment: 'node',
          pool: 'forks',
          // The files share one module registry per worker: importing the engine, the seeds and the
          // entity declarations once rather than once per file halves the unit run. Files that mock
          // modules, stub globals or spy run apart (unit-isolated).
          isolate: false,
          // The test command runs the unit tests beside the type check and the linter on two cores: a
          // test that first imports the engine or the seeds can wait for a core longer than vitest's 5 s.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: UNIT_FILES_OWN_MODULES,
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
        },
      },
      {
        // One component at a time in a DOM, inside the app's own providers (tests/component/render.tsx).
        resolve: { alias: componentAlias },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          // use-intl reaches its formatter by its package name: loaded through vitest, the alias above applies.
          server: { deps: { inline: ['use-intl', 'next-intl'] } },
          pool: 'forks',
          // The files share one module registry per worker, as the unit files do: the app's providers,
          // antd and the entity engine load once rather than once per file. Each test renders afresh,
          // with a cache of its own (tests/component/render.tsx) and the DOM emptied after it.
          isolate: false,
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
