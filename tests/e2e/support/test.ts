import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test, closing after each test the browser contexts it opened beside its own page
 * (a second signed-in user, a narrow window). One browser serves the whole run, so a context left
 * open keeps its page polling and rendering for every later test, slowing the run as it goes.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use();
      for (const opened of browser.contexts()) {
        if (opened !== context && !before.has(opened)) await opened.close();
      }
    },
    { auto: true },
  ],
});
