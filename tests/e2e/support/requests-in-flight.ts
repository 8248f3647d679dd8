import type { Page, Request } from '@playwright/test';

/*
 * The requests a page is still waiting for, its own only: a link the pointer passes over fetches its
 * page ahead (components/widgets/IntentLink.tsx), a request nothing shown waits for, which
 * Playwright's 'networkidle' would wait for too.
 */

/** Next's request for a linked page ahead of a click carries this header. */
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';

/** How long none of the page's requests may be waiting before it counts as quiet: the rule of Playwright's 'networkidle'. */
const QUIET_MS = 500;

export class PageRequests {
  private readonly waiting = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (isPrefetch(request)) return;
      this.waiting.add(request);
      this.lastChange = Date.now();
    });
    const answered = (request: Request) => {
      if (this.waiting.delete(request)) this.lastChange = Date.now();
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
  }

  /** Before opening another page: what the page shown still waits for ends with it. */
  leavePage(): void {
    this.waiting.clear();
    this.lastChange = Date.now();
  }

  /** Resolves once none of the page's own requests has been waiting for a while (QUIET_MS). */
  async quiet(timeout = 30_000): Promise<void> {
    const giveUp = Date.now() + timeout;
    for (;;) {
      const quietFor = Date.now() - this.lastChange;
      if (this.waiting.size === 0 && quietFor >= QUIET_MS) return;
      if (Date.now() > giveUp) throw new Error(`still waiting after ${timeout} ms for ${[...this.waiting].map((request) => request.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, this.waiting.size === 0 ? QUIET_MS - quietFor : 50));
    }
  }
}

const watched = new WeakMap<Page, PageRequests>();

/** The page's requests, watched from the first call on: call it before the page opens what is to be waited for. */
export function requestsOf(page: Page): PageRequests {
  const requests = watched.get(page) ?? new PageRequests(page);
  watched.set(page, requests);
  return requests;
}
