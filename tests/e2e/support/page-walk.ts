import { expect, test, type Page } from '@playwright/test';
import { requestsOf } from './requests-in-flight';
import { settle } from './settle';

/*
 * A walk over many pages pays each page's load and settling once, and makes there every check that
 * applies. Its findings are gathered rather than thrown, so one page's finding does not hide the
 * next page's, and the test ends with one expectation per check naming the check and the pages.
 */

/** What a walk looks at on each page that lists it. */
export interface PageCheck {
  /** Names the check in the test's failure. */
  readonly name: string;
  /** What is wrong on the page shown, one line each; none when all is well. */
  look(page: Page, stop: WalkStop): Promise<readonly string[]>;
}

export interface WalkStop {
  /** Path and query, as opened. */
  path: string;
  /** Selectors of what shows once the page's content is there, where a page has such a part. */
  ready?: readonly string[];
  checks: readonly PageCheck[];
  /** A picture of the page once checked, kept for a look by eye. */
  screenshot?: string;
}

/** Each check's findings, each text once with the pages it was seen on (a sidebar's cut word shows on every page). */
export class WalkFindings {
  private readonly byCheck = new Map<string, Map<string, string[]>>();

  add(check: string, where: string, texts: readonly string[]): void {
    const found = this.byCheck.get(check) ?? new Map<string, string[]>();
    this.byCheck.set(check, found);
    for (const text of texts) found.set(text, [...(found.get(text) ?? []), where]);
  }

  /** One soft expectation for each check made: a failure names the check, the pages and what was found there. */
  expectNone(): void {
    for (const [check, found] of this.byCheck) {
      const lines = [...found].map(([text, pages]) => `${pagesNamed(pages)} · ${text}`);
      expect.soft(lines, check).toEqual([]);
    }
  }
}

/** The pages a finding was seen on: the first three, and how many more. */
function pagesNamed(pages: readonly string[]): string {
  return pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ');
}

function shownPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Opens each stop's page (unless it is already shown), waits until it has settled and makes its checks there. */
export async function walk(page: Page, stops: readonly WalkStop[], findings: WalkFindings): Promise<void> {
  const requests = requestsOf(page);
  for (const stop of stops) {
    // A step per page: a page that never settles is named in the failure.
    await test.step(stop.path, async () => {
      if (shownPath(page) !== stop.path) {
        requests.leavePage();
        await page.goto(stop.path);
      }
      await settle(page, stop.ready);
      for (const check of stop.checks) findings.add(check.name, stop.path, await check.look(page, stop));
      if (stop.screenshot) await page.screenshot({ path: stop.screenshot });
    });
  }
}
