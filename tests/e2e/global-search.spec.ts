import { expect, test, type Page } from './support/test';
import { signedIn, signedInPage } from './support/session';

const SHOTS = '.tmp/e2e-results/global-search';

const dialog = (page: Page) => page.getByTestId('global-search-dialog');
const input = (page: Page) => page.getByTestId('global-search-input');
const customerHits = (page: Page) => page.getByTestId('global-search-group-customer').getByTestId('global-search-hit');

test('Ctrl+K searches records by Chinese text, pinyin initials and phone, and a hit opens its record page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, 'admin');
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();

  await input(page).fill('浦江');
  await expect(customerHits(page).filter({ hasText: '上海浦江信托有限公司' })).toHaveCount(1);
  // The matched text is highlighted.
  await expect(customerHits(page).filter({ hasText: '上海浦江信托有限公司' }).locator('mark')).toHaveText('浦江');
  await page.screenshot({ path: `${SHOTS}/dialog-zh-1440.png` });

  await input(page).fill('pjxt');
  await expect(customerHits(page).filter({ hasText: '上海浦江信托有限公司' })).toHaveCount(1);

  // A contact is found by her phone, shown as what matched.
  await input(page).fill('13901000001');
  const contact = page.getByTestId('global-search-group-customerContact').getByTestId('global-search-hit').filter({ hasText: '陈静' });
  await expect(contact).toContainText('13901000001');

  // Esc closes; the top bar's box opens it again, empty.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.getByTestId('global-search').click();
  await expect(input(page)).toHaveValue('');

  await input(page).fill('上海浦江信托');
  await customerHits(page).filter({ hasText: '上海浦江信托有限公司' }).click();
  await expect(page).toHaveURL(/\/crm\/customer\/cus-demo-01$/);
  await expect(dialog(page)).toBeHidden();
});

test('arrow keys and Enter open a hit, menus are searched beside records', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.getByTestId('global-search').click();
  await input(page).fill('客户');
  await expect(page.getByTestId('global-search-group-menu')).toBeVisible();
  await input(page).fill('珠江银行');
  // The answer for 珠江银行 itself: until it comes, the hits for 客户 stay (one customer, where other tests made one).
  await expect(customerHits(page)).toHaveText([/珠江银行/]);
  await input(page).press('ArrowDown');
  await input(page).press('ArrowUp');
  await input(page).press('Enter');
  await expect(page).toHaveURL(/\/crm\/customer\/cus-demo-07$/);
});

test('Enter pressed before the answer to what was typed waits for it instead of opening a hit of an earlier text', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.getByTestId('global-search').click();
  await input(page).fill('浦江');
  await expect(customerHits(page).filter({ hasText: '上海浦江信托有限公司' })).toHaveCount(1);
  // The answer for the next text is held back until Enter has been pressed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/search/global**', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('珠江银行')) await held;
    await route.continue();
  });
  await input(page).fill('珠江银行');
  await input(page).press('Enter');
  // Still on the page: the hit of 浦江 was not opened.
  await expect(dialog(page)).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/crm\/customer\/cus-demo-07$/);
});

test('lina does not find a customer of another department', async ({ browser }) => {
  const lina = await signedInPage(browser, 'lina', { wide: true });
  await lina.keyboard.press('Control+k');
  await input(lina).fill('珠江银行');
  await expect(lina.getByTestId('global-search-dialog').getByText('没有找到匹配的记录或菜单')).toBeVisible();
  await expect(customerHits(lina)).toHaveCount(0);
  await input(lina).fill('浦江');
  await expect(customerHits(lina).filter({ hasText: '上海浦江信托有限公司' })).toHaveCount(1);
});

test('keys typed right after Ctrl+K, while the dialog’s code is still on its way, all reach the search', async ({ page }) => {
  await signedIn(page, 'admin');
  // Whatever code the page asks for from now on comes half a second late, as on a busy machine.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('pjxt');
  await expect(input(page)).toHaveValue('pjxt');
  await expect(customerHits(page).filter({ hasText: '上海浦江信托有限公司' })).toHaveCount(1);
});

test('Ctrl+K pressed before the page’s script has loaded opens the search once it has', async ({ page }) => {
  await signedIn(page, 'admin');
  // The page's code is held back until the keys have been pressed: only its HTML and styles are there
  // then (a held stylesheet would stop the HTML being read at its first inline script).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/crm/customer', { waitUntil: 'commit' });
  await expect(page.getByTestId('global-search')).toBeAttached();
  const hydrated = () => page.evaluate(() => Object.keys(document.querySelector('[data-testid="global-search"]') ?? {}).some((k) => k.startsWith('__react')));
  expect(await hydrated()).toBe(false);
  await page.keyboard.press('Control+k');
  release();
  await expect(input(page)).toBeVisible({ timeout: 15_000 });
  await expect(input(page)).toBeFocused();
});
