import { expect, test } from './support/test';
import { signedIn } from './support/session';

/**
 * Addresses that only lead to a child page (/person, /home/workbench, /okrProject) are sent on by
 * the server: the first answer is the redirect itself, with the query kept, so the browser never
 * draws a frame without its page before going on.
 */

const LEADS = [
  ['/person', '/person/index'],
  ['/home/workbench', '/home/workbench/pending'],
  ['/home/workbench?from=bell', '/home/workbench/pending?from=bell'],
  ['/okrProject?key=prj-demo-01', '/okrProject/overview?key=prj-demo-01'],
] as const;

test('a signed-in visit to an address that only redirects is answered by the redirect itself', async ({ page, baseURL }) => {
  await signedIn(page, 'lina');
  for (const [from, to] of LEADS) {
    // The page's own request context: the session cookie goes along.
    const res = await page.request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(307);
    const location = new URL(res.headers().location ?? '', baseURL);
    expect(`${location.pathname}${location.search}`, from).toBe(to);
  }

  // In the browser the document of the child page is the first one drawn: an HTTP redirect led there.
  for (const [from, to] of [['/person', '/person/index'], ['/home/workbench', '/home/workbench/pending']] as const) {
    const arrived = await page.goto(from);
    expect(new URL(arrived!.url()).pathname, from).toBe(to);
    expect(new URL(arrived!.request().redirectedFrom()?.url() ?? 'http://none.invalid/').pathname, from).toBe(from);
  }
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
