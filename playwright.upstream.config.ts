import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { e2eServerEnv } from './playwright.config';

/**
 * The same front end against an external backend: `npm run backend` answers the API alone, and
 * the production build runs with UPSTREAM_URL pointing at it, so every call, page, file and QR
 * redirect crosses HTTP as it would to a backend on another machine. A representative set of the
 * end-to-end specs runs against that front end: sign-in and sessions, a list with its filters and
 * a record page with its children, uploads and downloads, approvals, the public news and QR codes.
 */
const PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 3160);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 3161);
const BACKEND_DATA_DIR = path.resolve('.tmp/e2e-upstream-backend');
const FRONT_DATA_DIR = path.resolve('.tmp/e2e-upstream-front');

export default defineConfig({
  ...base,
  testMatch: ['session.spec.ts', 'customers.spec.ts', 'uploads.spec.ts', 'workbench.spec.ts', 'public-news.spec.ts', 'crm-finance-qr-knowledge.spec.ts'],
  outputDir: '.tmp/e2e-upstream-results',
  reporter: [['list'], ['json', { outputFile: '.tmp/results/e2e-upstream.json' }]],
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: [
    {
      command: `rm -rf ${BACKEND_DATA_DIR} && node node_modules/tsx/dist/cli.mjs scripts/backend-server.ts`,
      url: `http://127.0.0.1:${BACKEND_PORT}/api/app/base/app/sys/app/getByAppKey/fincrm`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        DATA_DIR: BACKEND_DATA_DIR,
        BACKEND_PORT: String(BACKEND_PORT),
        UPLOAD_MAX_BYTES: String(1024 * 1024),
      },
    },
    {
      command: `rm -rf ${FRONT_DATA_DIR} && node node_modules/next/dist/bin/next start -p ${PORT}`,
      url: `http://localhost:${PORT}/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { ...e2eServerEnv(PORT), DATA_DIR: FRONT_DATA_DIR, UPSTREAM_URL: `http://127.0.0.1:${BACKEND_PORT}` },
    },
  ],
});
