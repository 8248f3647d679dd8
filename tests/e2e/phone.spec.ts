import { expect, test, type Locator, type Page } from './support/test';
import { signedIn } from './support/session';
import { openGroupedTab, openTab, tabName } from './support/record-tabs';

/*
 * The pages staff use on the move, on a 390 px touch phone: every control a thumb's size (44 px),
 * lists as cards with their actions in a bottom sheet, nothing wider than the screen, no keyboard
 * hints where there is no keyboard.
 */

const PHONE = { width: 390, height: 844 };
const TARGET = 44;
/** 上海浦江信托有限公司 of the demo data, with two contacts. */
const DEMO_CUSTOMER = 'cus-demo-01';

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

interface Fit {
  /** Controls smaller than a thumb, as 'name w×h'. */
  small: string[];
  /** How much wider than the screen the page is. */
  overflow: number;
  /** Keyboard hints on show. */
  hints: number;
}

/**
 * What a thumb finds on the screen (or within `scope`): controls under 44 px either way, the page's
 * sideways overflow and visible keyboard hints. A control is what a tap acts on: buttons, links,
 * fields (their outer box), check boxes and radios (their label row), tabs and pager items.
 */
async function touchFit(page: Page, scope = 'body'): Promise<Fit> {
  return page.evaluate(({ scope: selector, target }) => {
    const root = document.querySelector(selector) ?? document.body;
    const controls = 'button, a[href], [role="button"], [role="tab"], [role="option"], .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, input.ant-input, .ant-pagination-item';
    const visible = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (el.closest('[aria-hidden="true"], .ant-table-measure-row')) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const small = [...root.querySelectorAll<HTMLElement>(controls)]
      .filter(visible)
      // A field's own parts are the field's: its outer box is measured.
      .filter((el) => el.parentElement?.closest('.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-pagination-item') === null)
      .flatMap((el) => {
        const box = el.getBoundingClientRect();
        if (box.width >= target - 0.5 && box.height >= target - 0.5) return [];
        const name = (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().slice(0, 20);
        return [`${el.tagName.toLowerCase()}${el.dataset.testid ? `#${el.dataset.testid}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
      });
    const overflow = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    const hints = [...document.querySelectorAll<HTMLElement>('kbd, [data-keyboard-hint]')].filter(visible).length;
    return { small, overflow, hints };
  }, { scope, target: TARGET });
}

async function expectFit(page: Page, what: string, scope?: string): Promise<void> {
  expect(await touchFit(page, scope), what).toEqual({ small: [], overflow: 0, hints: 0 });
}

const firstCard = (scope: Page | Locator) => scope.getByTestId('record-card').first();

test('home, workbench and a request fit a thumb', async ({ page }) => {
  await signedIn(page, 'admin');
  await expect(page.getByTestId('card-total').first()).toBeVisible();
  await expectFit(page, 'home');
  await page.screenshot({ path: '.tmp/screens/phone-home-390.png' });

  await page.goto('/home/workbench/pending');
  const card = firstCard(page.getByTestId('workbench-table'));
  await expect(card).toBeVisible();
  // The request's card names its step and who asked, beside the title.
  await expect(card.locator('dt')).toHaveText(['当前节点', '申请人', '到达时间']);
  await expectFit(page, 'workbench');
  await page.screenshot({ path: '.tmp/screens/phone-workbench-390.png' });

  await card.getByTestId('row-handle').tap();
  await expect(page.getByTestId('task-detail')).toBeVisible();
  await expect(page.getByTestId('task-actions')).toBeVisible();
  await expectFit(page, 'request', '.ant-drawer-content');
  await page.screenshot({ path: '.tmp/screens/phone-request-390.png' });
});

test('the customer list is cards with their actions in a bottom sheet; a record keeps its data in view', async ({ page }) => {
  await signedIn(page, 'admin', { at: '/crm/customer' });
  const list = page.locator('[data-testid="entity-list"]:visible').first();
  const card = firstCard(list);
  await expect(card).toBeVisible();
  await expect(list.locator('.ant-table')).toHaveCount(0);
  // The name is whole, never cut.
  const title = card.getByTestId('row-title-link');
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expect(card.locator('dt')).toHaveText(['客户状态', '跟进人', '最近跟进时间']);
  // The toolbar is one row: 新增, 刷新 and the rest behind 更多操作.
  const toolbar = list.getByTestId('entity-toolbar');
  await expect(toolbar.getByRole('button')).toHaveCount(3);
  await expectFit(page, 'customer list');
  await page.screenshot({ path: '.tmp/screens/phone-customers-390.png' });

  const name = (await title.innerText()).trim();
  await card.getByTestId('row-actions').tap();
  const sheet = page.getByTestId('row-actions-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('row-detail')).toBeVisible();
  await expect(sheet.getByTestId('row-edit')).toBeVisible();
  await expect(sheet.getByTestId('row-delete')).toBeVisible();
  // The sheet rises from the bottom edge, its actions the sheet's width.
  const drawer = page.locator('.ant-drawer-bottom .ant-drawer-content-wrapper').filter({ has: sheet });
  await expect.poll(async () => {
    const box = (await drawer.boundingBox())!;
    return Math.round(box.y + box.height);
  }).toBe(PHONE.height);
  expect((await sheet.getByTestId('row-edit').boundingBox())!.width).toBeGreaterThan(PHONE.width - 60);
  await expectFit(page, 'action sheet', '.ant-drawer-bottom');
  await page.screenshot({ path: '.tmp/screens/phone-customer-actions-390.png' });
  // 删除 asks first, over the sheet; 取消 leaves the customer where it was.
  await sheet.getByTestId('row-delete').tap();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toBeVisible();
  // Tapped while it still zooms in, 取消 can lie over the sheet's mask: the tap closes the sheet
  // instead (seen once in CI). The question is answered once it stands still.
  await expect(confirm).not.toHaveClass(/-(enter|appear)/);
  await confirm.getByRole('button', { name: '取 消' }).or(confirm.getByRole('button', { name: '取消' })).tap();
  await sheet.getByTestId('row-detail').tap();
  await expect(sheet).toBeHidden();
  const record = page.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(name);

  // A demo customer, whatever other tests put first in the list: its references, phones and files are links a thumb takes.
  await page.goto(`/crm/customer/${DEMO_CUSTOMER}`);
  await expect(record.getByTestId('record-title')).toHaveText('上海浦江信托有限公司');
  // The header is the title and one button for its actions: the data starts on the first screen.
  await expect(record.getByTestId('record-edit')).toBeHidden();
  const fields = record.locator('.ant-descriptions').first();
  await expect(fields).toBeVisible();
  expect((await fields.boundingBox())!.y).toBeLessThan(PHONE.height / 2);
  await expectFit(page, 'customer record', '[data-testid="record-page"]');
  await page.screenshot({ path: '.tmp/screens/phone-customer-record-390.png' });
  await record.getByTestId('record-actions').tap();
  await expect(page.getByTestId('record-actions-sheet').getByTestId('record-edit')).toBeVisible();
  await page.getByTestId('record-actions-sheet').getByTestId('record-edit').tap();
  await expect(page.locator('.ant-drawer').filter({ hasText: '编辑' }).last()).toBeVisible();
});

test('a contact’s phone is on its card, in reach without scrolling sideways', async ({ page }) => {
  await signedIn(page, 'admin', { at: `/crm/customer/${DEMO_CUSTOMER}` });
  const record = page.getByTestId('record-page');
  await openGroupedTab(record, '联系与往来', '联系人');
  const contacts = record.locator('[data-entity="customerContact"]');
  const card = firstCard(contacts);
  await expect(card).toBeVisible();
  const phone = card.locator('a[href^="tel:"]');
  await expect(phone).toBeVisible();
  const box = (await phone.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.height).toBeGreaterThanOrEqual(TARGET);
  await expectFit(page, 'contacts', '[data-entity="customerContact"]');
  expect((await touchFit(page)).overflow).toBe(0);
  await page.screenshot({ path: '.tmp/screens/phone-contacts-390.png' });
  // A tab past the edge of the narrow bar is reached through the bar's … list.
  const groupTabs = record.getByTestId('record-group-tabs');
  await openTab(groupTabs, tabName('地址'));
  await expect(groupTabs.getByRole('tab', { name: tabName('地址') })).toHaveAttribute('aria-selected', 'true');
});

test('search on a phone shows no keyboard hints and its results fit', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.getByTestId('global-search').tap();
  const input = page.getByTestId('global-search-input');
  await expect(input).toBeVisible();
  await input.fill('浦江');
  await expect(page.getByTestId('global-search-hit').first()).toBeVisible();
  // The dialog's keyboard keys are not shown without a keyboard.
  await expect(page.getByTestId('global-search-dialog').getByText('回车打开')).toBeHidden();
  await expectFit(page, 'search', '.ant-modal');
  await page.screenshot({ path: '.tmp/screens/phone-search-390.png' });
});

/** A phone's browser as it names itself; the server draws a phone's layout from it before any script runs. */
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

test('a phone gets its list, a record and 待我审批 with their data in the page, before any script runs', async ({ browser, page }) => {
  await signedIn(page, 'admin');
  // The same user with scripts off: only what the server drew shows.
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, javaScriptEnabled: false, userAgent: PHONE_AGENT, storageState: await page.context().storageState() });
  const bare = await context.newPage();

  // Found by its name through the address, as a report figure's link filters a list: records that
  // specs before this one added come first in the list and would push it to a later page.
  await bare.goto(`/crm/customer?customer_name=${encodeURIComponent('上海浦江信托有限公司')}`);
  // Cards, not the table, with the dictionary's text and the follower's name rather than their codes.
  const card = bare.getByTestId('record-card').filter({ hasText: '上海浦江信托有限公司' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('已签约');
  await expect(card).toContainText('李娜');
  await expect(bare.locator('.ant-table')).toHaveCount(0);
  // Its buttons and fields take no taps until the page's code runs (a tap then would be lost).
  expect(await bare.getByTestId('entity-create').evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  expect(await card.locator('a[href]').first().evaluate((el) => getComputedStyle(el).pointerEvents)).not.toBe('none');

  await bare.goto(`/crm/customer/${DEMO_CUSTOMER}`);
  await expect(bare.getByTestId('record-title')).toHaveText('上海浦江信托有限公司');
  // One column of fields on a phone from the start: a label and its value share a row of the screen's width.
  const fields = bare.getByTestId('entity-detail-fields');
  await expect(fields).toContainText('浦江信托');
  const row = await fields.locator('tr').first().boundingBox();
  expect(row?.width).toBeLessThanOrEqual(PHONE.width);
  expect(await fields.locator('tr').first().locator('th').count()).toBe(1);

  await bare.goto('/home/workbench/pending');
  await expect(bare.getByTestId('record-card').first()).toBeVisible();
  await context.close();

  // With its code running, the same page takes taps.
  await page.goto('/crm/customer');
  await expect(page.locator('html')).not.toHaveAttribute('data-awaiting-code');
  expect(await page.getByTestId('entity-create').evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('auto');
});
