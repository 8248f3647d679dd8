import { expect, test } from './support/test';
import { requestsOf } from './support/requests-in-flight';
import { signedIn } from './support/session';

/*
 * What a signed-in page's first load carries and fetches (docs/architecture.md, "What a signed-in page loads"):
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

// A page fetches the pages its links lead to only as the reader reaches for one (components/widgets/IntentLink.tsx).
test('a list page fetches no page ahead until the pointer reaches a link, then that one', async ({ page }) => {
  const ahead: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) ahead.push(new URL(request.url()).pathname);
  });
  await signedIn(page, 'admin', { at: '/crm/customer' });
  await expect(page.getByTestId('row-title-link').first()).toBeVisible();
  // A person's first click on the page, away from any link: the menu and twenty record links stay unfetched.
  await page.locator('main h1').first().click();
  await page.waitForLoadState('networkidle');
  expect(ahead).toEqual([]);
  const clues = page.locator('.ant-layout-sider a[href="/crm/clue"]');
  await clues.hover();
  await expect.poll(() => ahead).toContain('/crm/clue');
  await page.waitForLoadState('networkidle');
  // That page alone (Next may ask for its route and its segments in requests of their own).
  expect([...new Set(ahead)]).toEqual(['/crm/clue']);
  await clues.click();
  await expect(page).toHaveURL(/\/crm\/clue$/);
  await expect(page.locator('[data-entity="clue"]')).toBeVisible();
});

// 新增's form comes whole when reached for (components/entity/form-drawer-loader.ts): its drawer and
// every input its fields show are fetched as the pointer arrives, so the click fetches no more code
// and the form is drawn at once rather than input by input (each waited its turn before: about 1 s).
test('the pointer on 新增 fetches the form with its inputs; the click then fetches no code and the form is whole', async ({ page }) => {
  const requests = requestsOf(page);
  await signedIn(page, 'lina', { at: '/crm/customer' });
  const create = page.locator('[data-entity="customer"]').getByTestId('entity-create');
  // A first click on the page, once its code runs, fetches the toasts' code (FeedbackProvider): not the form's.
  await expect(page.locator('html')).not.toHaveAttribute('data-awaiting-code');
  await page.locator('main h1').first().click();
  await requests.quiet();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await create.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await requests.quiet();
  const ahead = scripts.length;
  await create.click();
  const form = page.getByTestId('entity-form');
  // The cascader of 所在地区 and the picker of 负责人 are there with the first input, no place held for them.
  await expect(form.locator('#entity-form-customer_customer_name')).toBeVisible();
  await expect(form.getByTestId('area-cascader')).toBeVisible();
  await expect(form.getByTestId('picker-box').first()).toBeVisible();
  expect(await form.locator('[class*="inputPlace"]').count()).toBe(0);
  expect(scripts.slice(ahead)).toEqual([]);
});
