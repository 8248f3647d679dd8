import { expect, test, type Page } from './support/test';
import { chineseChrome } from './support/chinese-chrome';
import { signedInPage } from './support/session';

/*
 * In en-US the product speaks English where a person opens something beyond a page: a start form
 * with its approver preview, a task's drawer, the global search; and the names administrators gave
 * read in English. Every page of the menu is looked at for Chinese of the product's own, and its
 * sidebar for whole words with icons, in the en-US page walk (page-walks.spec.ts).
 */

// The forms the lists open with 新增 (customer, lead, opportunity, supplier, contract, user) are
// tests/component/english/entity-forms.test.tsx; the list pages themselves are in the en-US page walk.
test('the start form with its approver preview speaks English too', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await signedInPage(browser, 'admin', { locale: 'en-US', wide: true });
  const problems = new Map<string, string>();
  const look = async (where: string) => {
    await page.waitForLoadState('networkidle');
    for (const text of await chineseChrome(page, ['系统管理员'])) if (!problems.has(text)) problems.set(text, where);
  };
  // A start form: its fields are the model's (data); the page around them and the preview are the product's.
  await page.goto('/home/apply');
  await page.locator('[data-testid="process-card"][data-process="payment_approval"]').click();
  await expect(page.getByTestId('approver-preview')).toBeVisible();
  await look('/home/apply (payment)');
  await page.screenshot({ path: '.tmp/screens/english-apply-payment.png' });
  expect([...problems].map(([text, where]) => `${where} · ${text}`)).toEqual([]);
});

/** Opens what `open` opens (a dialog, a drawer, a confirmation), looks at it, and closes it with Esc. */
async function lookAtDialog(page: Page, where: string, open: () => Promise<void>, problems: Map<string, string>): Promise<void> {
  const shown = page.locator('.ant-modal-wrap:visible, .ant-popover:visible, .ant-popconfirm:visible');
  const before = await shown.count();
  await open();
  await expect.poll(() => shown.count(), { message: `${where} opens` }).toBeGreaterThan(before);
  await page.waitForLoadState('networkidle');
  for (const text of await chineseChrome(page, ['系统管理员'])) if (!problems.has(text)) problems.set(text, where);
  // Esc pressed while the dialog still takes the focus can go unheard: pressed again until it closes.
  await expect(async () => {
    if ((await shown.count()) > before) await page.keyboard.press('Escape');
    await expect.poll(() => shown.count(), { message: `${where} closes`, timeout: 3000 }).toBe(before);
  }).toPass({ timeout: 20_000 });
}

// Each decision's dialog over a task (tests/component/english/task-dialogs.test.tsx) and a list's own
// dialogs, deleting, columns, import and the advanced query (tests/component/english/list-dialogs.test.tsx),
// are component tests: here the task's drawer drawn from a real request, and the global search.
test('a task drawer and the global search speak English too', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'admin', { locale: 'en-US', wide: true });
  const problems = new Map<string, string>();

  // A task waiting for admin, in its drawer.
  await page.goto('/home/workbench/pending');
  await page.getByTestId('row-title').first().click();
  await expect(page.getByTestId('task-detail')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const text of await chineseChrome(page, ['系统管理员'])) if (!problems.has(text)) problems.set(text, 'task drawer');
  await page.screenshot({ path: '.tmp/screens/english-task-drawer.png' });

  await page.goto('/crm/customer');
  await lookAtDialog(page, 'global search', async () => {
    await page.getByTestId('global-search').click();
    await page.getByTestId('global-search-input').fill('zz-nothing');
  }, problems);
  expect([...problems].map(([text, where]) => `${where} · ${text}`)).toEqual([]);
});

/** The texts of the elements whose content runs past their box (a cut text), measured by style, not by pixels. */
function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1).map((el) => (el as HTMLElement).innerText.trim().slice(0, 60)));
}

/** Inputs whose placeholder is wider than the room the input gives its text (the text's width from the input's own font). */
function cutPlaceholders(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((inputs) => {
    const measure = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[]).filter((input) => {
      if (input.getClientRects().length === 0 || input.value) return false;
      const style = getComputedStyle(input);
      measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return measure.measureText(input.placeholder).width > room + 1;
    }).map((input) => input.placeholder);
  });
}

/*
 * Names administrators give have an English name beside them (processes, steps, controls, roles,
 * departments; the demo company gave them all one), shown here in English. And nothing of the
 * product's in English is cut: the home card's amounts, the pending list's times, the customer
 * list's placeholders.
 */
test('names administrators gave read in English; amounts, times and placeholders show whole', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, 'admin', { locale: 'en-US', wide: true });

  // Home: the roles and department by their English names, and every amount on the pending card whole.
  await page.goto('/');
  const greeting = page.getByTestId('dashboard-greeting');
  await expect(greeting).toContainText('System administrator');
  await expect(greeting).toContainText('IT');
  const pendingCard = page.getByTestId('dashboard-card-pendingApprovals');
  await expect(pendingCard.locator('[data-testid="row-summary"] [data-figure]').first()).toBeVisible();
  expect(await overflowing(page, '[data-testid="dashboard-card-pendingApprovals"] [data-testid="row-summary"]')).toEqual([]);
  expect(await overflowing(page, '[data-testid="dashboard-card-pendingApprovals"] [data-testid="row-summary"] [data-figure]')).toEqual([]);

  // 发起申请: a process and a category of the model's own by their English names; a designed form's controls by their English labels.
  await page.goto('/home/apply');
  await expect(page.locator('[data-testid="process-card"][data-process="payment_request"]')).toContainText('Payment request');
  await page.locator('[data-testid="process-card"][data-process="payment_request"]').click();
  const form = page.getByTestId('designed-form');
  await expect(form.getByText('Requested payment date', { exact: true })).toBeVisible();
  await expect(form.getByText('Invoices and attachments', { exact: true })).toBeVisible();

  // The pending list: the process and its step in English, every time whole and the table within the page.
  await page.goto('/home/workbench/pending');
  const table = page.getByTestId('workbench-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(table.locator('tr.ant-table-row').filter({ hasText: 'Payment approval' }).first()).toContainText(/Finance approval|Department head approval/);
  expect(await overflowing(page, '[data-testid="workbench-table"] td:has([data-testid="row-time"])')).toEqual([]);
  expect(await overflowing(page, '[data-testid="workbench-table"] .ant-table-content')).toEqual([]);

  // The request's path and history name its steps in English.
  await table.getByTestId('row-title').first().click();
  await expect(page.getByTestId('task-detail')).toContainText('Submit the payment');

  // The customer list: every filter's placeholder whole (a long label takes two columns).
  await page.goto('/crm/customer');
  await expect(page.getByTestId('entity-filter')).toBeVisible();
  await expect(page.getByPlaceholder('Enter Unified social credit code')).toBeVisible();
  expect(await cutPlaceholders(page, '[data-testid="entity-filter"] input[placeholder]')).toEqual([]);
  expect(await overflowing(page, '[data-testid="entity-filter"] .ant-select-placeholder, [data-testid="entity-filter"] .ant-select-selection-placeholder')).toEqual([]);
  await page.screenshot({ path: '.tmp/screens/english-names-customer-filters.png' });
});
