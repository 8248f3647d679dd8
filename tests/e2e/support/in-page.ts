import type { Page } from '@playwright/test';

export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Calls the API from inside the page, as the app itself would (same origin, session cookie):
 * a POST of the JSON body when one is given, else a GET.
 */
export async function callInPage<T = unknown>(page: Page, path: string, json?: unknown): Promise<Answer<T>> {
  return page.evaluate(async ([url, body]) => {
    const res = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await res.json()) as Answer<T>;
  }, [path, json] as const);
}
