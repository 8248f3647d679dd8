import { expect, test, type Locator, type Page } from './support/test';
import { pick } from './support/select';
import { signedIn } from './support/session';
import { chooseUser, typeMoment } from './support/forms';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const okButton = (scope: Locator) => scope.getByRole('button', { name: /^(确\s?定|OK)$/ });

test('an opportunity moves through the stages on the board to won; a stage the transitions rule out is refused', async ({ page }) => {
  // Five moves, each waiting for its save and the board's reload.
  test.slow();
  const name = `看板商机${stamp()}`;
  await signedIn(page, 'lina', { at: '/crm/business' });
  const list = page.locator('[data-entity="business"]:visible');
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await form.locator('#entity-form-business_business_name').fill(name);
  await pick(page, form, 'entity-form-business_customer_key', '上海浦江信托有限公司');
  await form.locator('#entity-form-business_amount').fill('560000');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  // The board shows what the filter finds: this one card, whatever the demo's columns hold.
  await list.locator('#entity-filter-business_business_name').fill(name);
  await list.locator('#entity-filter-business_business_name').press('Enter');
  await list.getByTestId('list-view-switch').getByText('看板').click();
  const board = page.getByTestId('entity-board');
  const column = (stage: string) => board.locator(`[data-testid="board-column"][data-value="${stage}"]`);
  const card = board.getByTestId('board-card').filter({ hasText: name });
  await expect(column('initial').getByTestId('board-card').filter({ hasText: name })).toBeVisible();
  await expect(card).toContainText('上海浦江信托有限公司');
  await expect(card).toContainText('560,000.00');

  // Straight from first contact to won is not a declared move: refused, and the card stays.
  await card.dragTo(column('won'));
  await expect(toast(page, '商机阶段不能从“初步接洽”变更为“赢单”')).toBeVisible();
  await expect(column('initial').getByTestId('board-card').filter({ hasText: name })).toBeVisible();

  // Dragging to an allowed stage moves it.
  await card.dragTo(column('requirement'));
  await expect(column('requirement').getByTestId('board-card').filter({ hasText: name })).toBeVisible();
  await expect(column('initial').getByTestId('board-card').filter({ hasText: name })).toHaveCount(0);

  // The move menu does the same from the keyboard: it offers only what the transitions allow.
  const moveButton = card.getByTestId('board-card-move');
  await moveButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('.ant-dropdown:visible');
  await expect(menu.getByTestId('board-move-won')).toHaveAttribute('aria-disabled', 'true');
  await menu.getByTestId('board-move-proposal').click();
  await expect(column('proposal').getByTestId('board-card').filter({ hasText: name })).toBeVisible();

  await card.dragTo(column('negotiation'));
  await expect(column('negotiation').getByTestId('board-card').filter({ hasText: name })).toBeVisible();
  await card.getByTestId('board-card-move').click();
  await page.locator('.ant-dropdown:visible').getByTestId('board-move-won').click();
  await expect(column('won').getByTestId('board-card').filter({ hasText: name })).toBeVisible();

  // Won is final: no way out of it on the board, and its page says where it stands.
  await card.getByTestId('board-card-move').click();
  await expect(page.locator('.ant-dropdown:visible').getByTestId('board-move-initial')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await card.getByRole('link', { name }).click();
  await expect(page.getByTestId('record-title')).toHaveText(name);
  await expect(page.getByTestId('record-status')).toHaveText('赢单');
});

test('an order with two lines is saved with its total worked out to the cent', async ({ page }) => {
  await signedIn(page, 'lina', { at: '/crm/order' });
  const list = page.locator('[data-entity="order"]:visible');
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await typeMoment(form.locator('#entity-form-order_order_date'), '2026-11-20');
  await pick(page, form, 'entity-form-order_customer_key', '杭州钱塘财富管理有限公司');
  await page.getByTestId('entity-form-submit').click();
  // The order maker is required.
  await expect(form.locator('#entity-form-order_order_maker_help')).toHaveText('请选择制单人');
  await chooseUser(page, form.locator('#entity-form-order_order_maker'), 'lina');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  const row = rows(list).filter({ hasText: '杭州钱塘财富管理有限公司' }).filter({ hasText: '2026-11-20' }).first();
  await row.getByTestId('row-detail').click();
  const record = page.getByTestId('record-page');
  await expect(record.getByTestId('record-title')).toHaveText(/^DD\d{14}/);
  await expect(record.getByTestId('record-status')).toHaveText('草稿');
  await record.getByRole('tab', { name: '订单明细' }).click();
  const lines = record.locator('[data-entity="orderLine"]');
  for (const [product, quantity, price, amount] of [['估值系统许可', '3', '19.99', '59.97'], ['实施服务', '7', '1234567.89', '8,641,975.23']] as const) {
    await lines.getByTestId('entity-create').click();
    const lineForm = page.getByTestId('entity-form');
    await lineForm.locator('#entity-form-orderLine_product_name').fill(product);
    await lineForm.locator('#entity-form-orderLine_quantity').fill(quantity);
    await lineForm.locator('#entity-form-orderLine_unit_price').fill(price);
    // The amount follows as the figures are typed; the server works it out again.
    await expect(lineForm.locator('#entity-form-orderLine_amount')).toHaveValue(amount);
    await page.getByTestId('entity-form-submit').click();
    await expect(toast(page, '新增成功').last()).toBeVisible();
    await expect(rows(lines).filter({ hasText: product })).toContainText(amount);
  }
  await record.getByRole('tab', { name: '基本信息' }).click();
  await expect(record.getByText('8,642,035.20')).toBeVisible();
});

test('a reservation with three negotiators is confirmed as arrived; a fourth negotiator is refused', async ({ page }) => {
  const subject = `到访洽谈${stamp()}`;
  await signedIn(page, 'lina', { at: '/crm/reservation' });
  const list = page.locator('[data-entity="reservation"]:visible');
  await list.getByTestId('entity-create').click();
  const form = page.getByTestId('entity-form');
  await typeMoment(form.locator('#entity-form-reservation_visit_time'), '2026-12-01 10:00:00');
  await form.locator('#entity-form-reservation_subject').fill(subject);
  await pick(page, form, 'entity-form-reservation_customer_key', '苏州金鸡湖创业投资有限公司');
  const negotiators = form.locator('#entity-form-reservation_negotiators');
  await negotiators.fill('周明；陈静；刘洋；王磊');
  await page.getByTestId('entity-form-submit').click();
  await expect(form.getByText('洽谈人不能超过3个')).toBeVisible();
  await negotiators.fill('周明；陈静；刘洋');
  await page.getByTestId('entity-form-submit').click();
  await expect(toast(page, '新增成功')).toBeVisible();

  const row = rows(list).filter({ hasText: subject });
  await expect(row).toContainText('周明；陈静；刘洋');
  await expect(row).toContainText('已预约');
  await row.getByTestId('row-more').click();
  await page.locator('.ant-dropdown:visible').getByText('确认到访').click();
  const dialog = page.getByTestId('action-dialog-confirmArrival');
  await okButton(dialog).click();
  await expect(toast(page, '已确认到访')).toBeVisible();
  await expect(row).toContainText('已到访');
  // Once arrived, the booking offers no second confirmation, new negotiators or cancelling.
  await expect(row.getByTestId('row-more')).toHaveCount(0);
});
