import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Screenshots for looking at the screens (not part of the test suite): npm run screens */
export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  testMatch: '**/*.screens.ts',
  reporter: [['list']],
});
