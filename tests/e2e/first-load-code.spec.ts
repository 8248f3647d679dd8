import { expect, test } from './support/test';
import { signedIn } from './support/session';

/*
 * What a signed-in page's first load carries (docs/architecture.md, "What a signed-in page loads"):
 * the list pages, the model list and home validate nothing in the browser before a form opens, so
 * none of their scripts holds zod. A contract module that builds a schema when it loads, imported
 * for a path or a type, brings all of it (about 35 KB); this catches that in any script the page fetches.
 */

const ZOD_MARK = '$ZodType';
const PAGES = ['/', '/crm/customer', '/system/user', '/crm/cluePool', '/workflow/model'];

for (const path of PAGES) {
  test(`${path} loads no zod with its first drawing`, async ({ page }) => {
    // Every script from the first navigation on, home's included (signing in lands there).
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await signedIn(page, 'admin', { at: path });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((script) => script.body.includes(ZOD_MARK)).map((script) => script.url)).toEqual([]);
  });
}
