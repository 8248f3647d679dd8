import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SESSION_SECRET = 'e2e-only-secret-0123456789abcdefghijklmnop';
/** Each server has its own data folder, so two runs side by side (one per shard) never share a database. */
const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${PORT}`);
/** One report per shard when the suite is split over several servers (scripts/test-all.mjs). */
const SHARD = process.env.E2E_SHARD_NAME ? `-${process.env.E2E_SHARD_NAME}` : '';

/** What the specs expect of the server they drive (limits they provoke, a secret of the tests' own). */
export function e2eServerEnv(port: number): Record<string, string> {
  return {
    SESSION_SECRET: E2E_SESSION_SECRET,
    UPLOAD_MAX_BYTES: String(1024 * 1024),
    LOGIN_LIMIT_PER_ACCOUNT: '5',
    LOGIN_LIMIT_PER_ADDRESS: '30',
    PORT: String(port),
    // The specs stand for many clients by sending X-Forwarded-For, as a reverse proxy would write it.
    TRUST_PROXY: 'true',
    // The specs move the approval timers' clock through a call only a test server declares.
    WORKFLOW_TEST_CLOCK: '1',
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `.tmp/e2e-results${SHARD}`,
  workers: 1,
  fullyParallel: false,
  // In CI a test that fails is run once more; one that then passes is reported as flaky by name in the
  // suite's summary (scripts/test-all.mjs), so it is seen and mended rather than hidden.
  retries: process.env.CI ? 1 : 0,
  // CI runs two parts side by side on a two-core machine: the same steps take up to twice as long there.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: `.tmp/results/e2e${SHARD}.json` }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The browser asks for less motion, a setting the product honours (docs/architecture.md, "Less
    // motion"), so every context the suite opens exercises it: dialogs, drawers and menus appear at
    // once, a click never lands where a zooming dialog's button was a frame before, and no frames
    // are drawn for animations, which no spec checks.
    reducedMotion: 'reduce',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs
      // headless): the full browser builds a whole window with its profile services for every new
      // context, about three times the CPU per context and page measured here, and the suite opens
      // hundreds of contexts on two cores.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // A production build on a fresh data folder: what a deployment runs, seeded anew each run.
    command: `rm -rf ${E2E_DATA_DIR} && node node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `http://localhost:${PORT}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { ...e2eServerEnv(PORT), DATA_DIR: E2E_DATA_DIR },
  },
});
