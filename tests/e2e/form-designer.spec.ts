import { expect, test, type Locator, type Page } from './support/test';
import { signedInPage } from './support/session';
import { settled } from './support/dialogs';

/**
 * The form designer: an administrator adds and orders controls, sets their properties, previews
 * the form on a phone's width and deploys it; the requester fills in the designed form (detail
 * lines computed as typed, the total in figures and in words), the form titles the request and it
 * takes a number, and the approver finds it by title, total and number and reads it.
 */

const SHOTS = '.tmp/screens';
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
/** A pointer drag in small steps, as a hand makes it: the drag starts once the pointer has moved a little. */
async function drag(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 3, { steps: 15 });
  await page.mouse.up();
}
const canvasLabels = (page: Page) => page.getByTestId('canvas-item').locator('[data-entered]');

test('an administrator builds the expense claim form; lina fills it in and zhangwei reads it', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { wide: true, at: '/workflow/model' });
  // The demo models and those other specs deploy fill more than a page: the keyword finds one.
  const models = admin.getByTestId('model-management');
  await models.getByPlaceholder('名称或流程标识').fill('expense_claim');
  await models.getByRole('button', { name: /查\s*询/ }).click();
  await models.locator('.ant-table-row').filter({ hasText: 'expense_claim' }).getByTestId('model-more').click();
  await admin.getByTestId('model-form-design').click();
  await expect(admin.getByTestId('form-designer')).toBeVisible();
  await expect(admin.getByRole('heading', { name: '表单设计：费用报销单' })).toBeVisible();
  await expect(canvasLabels(admin)).toHaveCount(11);
  await expect(admin.getByTestId('design-issues')).toHaveCount(0);

  // A click adds a control after the selected one; its properties open at once.
  await admin.getByTestId('canvas-item').filter({ hasText: '报销事由' }).click();
  await admin.getByTestId('palette-number').click();
  await expect(admin.getByTestId('control-properties')).toContainText('数字属性');
  await admin.getByTestId('prop-label').fill('出差人数');
  await admin.getByTestId('prop-required').click();
  await expect(canvasLabels(admin).nth(2)).toHaveText('出差人数*');

  // A control dragged from the palette lands where it is dropped.
  const target = admin.getByTestId('canvas-item').filter({ hasText: '备注' });
  await drag(admin, admin.getByTestId('palette-date'), target);
  await expect(canvasLabels(admin).nth(11)).toHaveText('日期');
  // Reordered by the keyboard on its handle, then removed after a confirmation.
  await admin.getByTestId('canvas-item').filter({ hasText: /^日期/ }).getByRole('button', { name: '拖动以调整“日期”的位置' }).focus();
  const said = admin.locator('[id^="DndLiveRegion"]');
  await admin.keyboard.press('Space');
  await expect(said).toHaveText(/已拿起“日期”|“日期”移到了“日期”处/);
  await admin.keyboard.press('ArrowDown');
  await expect(said).toHaveText('“日期”移到了“备注”处');
  await admin.keyboard.press('Space');
  await expect(said).toHaveText('“日期”已放到“备注”处');
  await expect(canvasLabels(admin).nth(12)).toHaveText('日期');
  await admin.getByTestId('canvas-item').filter({ hasText: /^日期/ }).getByTestId('canvas-remove').click();
  await admin.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(canvasLabels(admin)).toHaveCount(12);

  // A formula without its fields is an issue that blocks the deploy.
  await admin.getByTestId('palette-formula').click();
  await expect(admin.getByTestId('design-issues')).toContainText('公式计算公式还没有选择参与计算的字段');
  await admin.getByTestId('form-deploy').click();
  await expect(toast(admin, '表单还有 1 个问题，修正后才能部署')).toBeVisible();
  await admin.getByTestId('canvas-item').filter({ hasText: /^计算公式/ }).getByTestId('canvas-remove').click();
  await admin.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(admin.getByTestId('design-issues')).toHaveCount(0);
  await admin.screenshot({ path: `${SHOTS}/form-designer-zh-CN.png`, fullPage: true });

  // The preview works like the form: on a phone's width, a line's amount is computed as it is typed.
  await admin.getByTestId('form-preview-open').click();
  const preview = admin.getByTestId('preview-frame');
  await settled(admin.locator('.ant-modal').filter({ has: preview }));
  await admin.getByTestId('preview-device').getByText('手机').click();
  await expect(preview).toHaveClass(/phone/);
  await preview.getByTestId('detail-row').first().getByLabel('单价').fill('120');
  await preview.getByTestId('detail-row').first().getByLabel('数量').fill('3');
  await expect(preview.getByTestId('formula-total')).toContainText('¥360.00');
  await expect(preview.getByTestId('formula-total')).toContainText('叁佰陆拾元整');
  await preview.screenshot({ path: `${SHOTS}/form-designer-preview-phone-zh-CN.png` });
  await admin.keyboard.press('Escape');

  // The form's settings: its requests are titled by type and reason, with the total beside them.
  await admin.getByTestId('form-settings-open').click();
  await expect(admin.getByTestId('settings-title-preview')).toHaveText('标题示例：【申请人】的【费用类型】报销：【报销事由】');
  await expect(admin.getByTestId('settings-summary')).toContainText('报销总额');
  await admin.getByTestId('form-settings-done').click();

  await admin.getByTestId('form-deploy').click();
  await expect(toast(admin, /已部署为第 2 版/)).toBeVisible();

  // lina fills it in: three lines totalling 8,600, the total in words.
  const lina = await signedInPage(browser, 'lina', { wide: true, at: '/home/apply?process=expense_claim' });
  const form = lina.getByTestId('designed-form');
  await expect(form).toBeVisible();
  await form.getByLabel('报销事由').fill('华东客户拜访');
  await form.getByLabel('出差人数').fill('2');
  await form.getByText('差旅费').click();
  const lines = [
    ['2026-11-02', '机票', '2', '1800'],
    ['2026-11-03', '酒店', '3', '1000'],
    ['2026-11-04', '客户招待', '1', '2000'],
  ];
  for (const [index, [day, item, qty, price]] of lines.entries()) {
    if (index > 0) await lina.getByTestId('detail-add-lines').click();
    const row = form.getByTestId('detail-row').nth(index);
    await row.getByLabel('发生日期').fill(day!);
    await row.getByLabel('发生日期').press('Enter');
    await row.getByLabel('费用项目').fill(item!);
    await row.getByLabel('数量').fill(qty!);
    await row.getByLabel('单价').fill(price!);
  }
  await expect(lina.getByTestId('detail-totals-lines')).toContainText('金额合计：¥8,600.00');
  await expect(form.getByTestId('formula-total')).toContainText('捌仟陆佰元整');
  // A hidden field shows when its condition is met, and its own rule holds.
  await expect(form.getByLabel('收款账号')).toHaveCount(0);
  await form.getByText('银行转账').click();
  await form.getByLabel('收款账号').fill('12ab');
  await lina.getByTestId('start-submit').click();
  await expect(form.getByText('收款账号须为 12 到 19 位数字')).toBeVisible();
  await form.getByText('现金').click();
  await expect(lina.getByTestId('approver-preview-steps')).toContainText(/直属领导审批[\s\S]*张伟[\s\S]*财务审核/);
  await lina.screenshot({ path: `${SHOTS}/designed-form-apply-zh-CN.png`, fullPage: true });
  // No title to type: the form names the request, and the server gives it a number.
  await expect(lina.getByTestId('title-by-form')).toContainText('【申请人】的【费用类型】报销：【报销事由】');
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByTestId('start-result')).toContainText('直属领导审批');
  await expect(lina.getByTestId('start-result-text')).toContainText('李娜的差旅费报销：华东客户拜访');
  await expect(lina.getByTestId('start-result-text')).toContainText(/编号 SP-\d{8}-\d{4}/);

  // zhangwei reads it in his pending task: its row says what it is about; lines, totals in words, no raw keys.
  const zhangwei = await signedInPage(browser, 'zhangwei', { wide: true, at: '/home/workbench/pending' });
  const row = zhangwei.getByRole('row').filter({ hasText: '李娜的差旅费报销：华东客户拜访' }).first();
  await expect(row.locator('[data-field="total"]')).toHaveText('报销总额¥8,600.00');
  await expect(row.locator('[data-field="request_no"]')).toHaveText(/^SP-\d{8}-\d{4}$/);
  await row.getByRole('button', { name: /审批|办理|详情/ }).first().click();
  await expect(zhangwei.getByTestId('request-number')).toContainText(/编号：SP-\d{8}-\d{4}/);
  const submitted = zhangwei.getByTestId('submitted-form');
  await expect(submitted).toContainText('华东客户拜访');
  await expect(submitted).toContainText('差旅费');
  await expect(submitted.getByTestId('detail-view-lines')).toContainText('客户招待');
  await expect(submitted).toContainText('金额合计：¥8,600.00（捌仟陆佰元整）');
  await expect(submitted).toContainText('¥8,600.00（捌仟陆佰元整）');
  await submitted.screenshot({ path: `${SHOTS}/designed-form-detail-zh-CN.png` });
});

test('the form designer and a designed form read in English', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { wide: true, locale: 'en-US', at: '/workflow/form-designer?key=wf-model-leave-request' });
  await expect(admin.getByRole('heading', { name: 'Form: 请假' })).toBeVisible();
  await expect(admin.getByTestId('control-palette')).toContainText('Detail table');
  await expect(admin.getByTestId('control-properties')).toContainText('Choice properties');
  await admin.screenshot({ path: `${SHOTS}/form-designer-en-US.png` });
  await admin.goto('/home/apply?process=leave_request');
  const form = admin.getByTestId('designed-form');
  // The control by the English label the demo form gives it.
  await form.getByLabel('Leave period').first().click();
  await admin.getByPlaceholder('Start date').fill('2026-11-27');
  await admin.getByPlaceholder('End date').fill('2026-12-01');
  await admin.getByPlaceholder('End date').press('Enter');
  // Friday to Tuesday: three working days, under the English name the demo form gives the duration.
  await expect(form.getByTestId('duration-leave')).toHaveText('Days of leave: 3 working days');
  // The leave types by their English names too.
  await expect(form.getByText('Annual leave', { exact: true })).toBeVisible();
});
