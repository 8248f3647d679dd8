import { expect, test, type Locator, type Page } from './support/test';
import zhCN from '@/messages/zh-CN';
import enUS from '@/messages/en-US';
import { toast } from './support/designer';
import { signedInPage } from './support/session';

/**
 * An administrator builds an expense form and its flow from nothing, without a dead end: 新建
 * （填写设置） with a process key made from the name, a category and an icon by their names; the
 * form in the form designer with its keys made from the labels, 保存 and 部署 in sight at the foot
 * of a long form; the model opened in the simple designer (not refused as drawn in the BPMN designer),
 * an approver and a copy added, saved and deployed; then 李娜 finds it in 发起申请 under its category,
 * and the path preview of its form lists the copy after the approval. In zh-CN, and in en-US.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const LOCALES = [
  {
    locale: 'zh-CN' as const,
    texts: zhCN,
    name: (id: string) => `差旅报销${id}`,
    key: (id: string) => `chailv_baoxiao_${id}`,
    category: '财务',
    icon: '汽车',
    controls: { reason: ['报销事由', 'baoxiao_shiyou'], amount: ['报销金额', 'baoxiao_jine'], kind: ['费用类型', 'feiyong_leixing'], option: ['交通', 'jiaotong'] },
    approver: '主管审批',
    copy: '抄送主管',
  },
  {
    locale: 'en-US' as const,
    texts: enUS,
    name: (id: string) => `Travel expense ${id}`,
    key: (id: string) => `travel_expense_${id}`,
    category: 'Finance',
    icon: 'Car',
    controls: { reason: ['Reason', 'reason'], amount: ['Claim amount', 'claim_amount'], kind: ['Expense type', 'expense_type'], option: ['Transport', 'transport'] },
    approver: 'Manager approval',
    copy: 'Copy the manager',
  },
];

/** A button's name as antd draws it: two Chinese characters get a space between them. */
const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  // The list names the categories, never their message keys.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toContainText('workflow.category');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toContainText('workbench.category');
  await options.filter({ hasText: option }).first().click();
}

/** Finds the model in 流程模型 by its name and opens one of its rarer actions (under 更多). */
async function openFromModels(page: Page, texts: typeof zhCN, name: string, action: 'model-form-design' | 'model-simple-design'): Promise<void> {
  const filters = texts.designer.models.filters;
  await page.goto('/workflow/model');
  const models = page.getByTestId('model-management');
  await models.getByPlaceholder(filters.keywordPlaceholder).fill(name);
  await models.getByRole('button', { name: buttonName(filters.search) }).click();
  const row = models.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('model-more').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByTestId(action).click();
}

/** Adds a control from the palette and names it; answers the properties panel. */
async function addNamed(page: Page, kind: string, label: string): Promise<Locator> {
  await page.getByTestId(`palette-${kind}`).click();
  const props = page.getByTestId('control-properties');
  await props.getByTestId('prop-label').fill(label);
  return props;
}

for (const L of LOCALES) {
  test(`${L.locale}: an administrator builds an expense form and flow from 新建 to 部署 without a dead end`, async ({ browser }) => {
    test.slow();
    const { texts } = L;
    const id = stamp();
    const name = L.name(id);
    const admin = await signedInPage(browser, 'admin', { wide: true, locale: L.locale, at: '/workflow/model' });

    // ── 新建（填写设置）: the key is made from the name; category and icon by their names. ──
    await admin.getByTestId('model-create-settings').click();
    const settings = texts.designer.models.settings;
    const dialog = admin.locator('.ant-modal').filter({ hasText: settings.createTitle });
    await dialog.getByTestId('settings-name').fill(name);
    await expect(dialog.getByTestId('settings-process-key')).toHaveValue(L.key(id));
    await choose(admin, dialog.getByTestId('settings-category'), L.category);
    await expect(dialog.getByTestId('settings-category')).toContainText(L.category);
    // The radio's input is hidden under its button: the pointer meets the button around it.
    const car = dialog.locator('label', { has: admin.getByTestId('model-icon-CarOutlined') });
    await car.hover();
    await expect(admin.getByRole('tooltip').filter({ hasText: L.icon })).toBeVisible();
    await car.click();
    await dialog.getByRole('button', { name: buttonName(settings.save) }).click();
    await expect(toast(admin, settings.saved)).toBeVisible();

    // ── The form: ids and option values made from what is typed, all still editable. ──
    await openFromModels(admin, texts, name, 'model-form-design');
    await expect(admin.getByTestId('form-designer')).toBeVisible();
    const [reasonLabel, reasonId] = L.controls.reason;
    let props = await addNamed(admin, 'text', reasonLabel!);
    await expect(props.getByTestId('prop-id')).toHaveValue(reasonId!);
    await props.getByTestId('prop-required').click();
    const [amountLabel, amountId] = L.controls.amount;
    props = await addNamed(admin, 'amount', amountLabel!);
    await expect(props.getByTestId('prop-id')).toHaveValue(amountId!);
    await props.getByTestId('prop-required').click();
    const [kindLabel, kindId] = L.controls.kind;
    props = await addNamed(admin, 'choice', kindLabel!);
    await expect(props.getByTestId('prop-id')).toHaveValue(kindId!);
    const [optionLabel, optionValue] = L.controls.option;
    await props.getByTestId('prop-option').nth(0).fill(optionLabel!);
    await expect(props.getByPlaceholder(texts.approvalForm.designer.props.optionValue, { exact: true }).nth(0)).toHaveValue(optionValue!);

    // A long form: 保存 and 部署 stay in sight at its foot.
    for (const kind of ['textarea', 'date', 'number', 'person', 'department', 'attachment', 'text', 'textarea', 'date', 'number']) await admin.getByTestId(`palette-${kind}`).click();
    await expect(admin.getByTestId('canvas-item')).toHaveCount(13);
    await expect(admin.getByTestId('design-issues')).toHaveCount(0);
    await admin.setViewportSize({ width: 1440, height: 640 });
    await admin.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await admin.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(admin.getByTestId('form-save')).toBeInViewport();
    await expect(admin.getByTestId('form-deploy')).toBeInViewport();
    await admin.getByTestId('form-save').click();
    await expect(toast(admin, texts.approvalForm.designer.saved)).toBeVisible();

    // ── The simple designer opens the model (no refusal): an approver, then a copy. ──
    await openFromModels(admin, texts, name, 'model-simple-design');
    const canvas = admin.getByTestId('simple-canvas');
    await expect(canvas).toBeVisible();
    await expect(admin.getByTestId('simple-refused')).toHaveCount(0);
    await expect(admin.getByTestId('simple-open-form-designer')).toHaveText(texts.simpleDesigner.toolbar.editForm);
    const simple = texts.simpleDesigner;
    const addNode = async (nth: number, label: string) => {
      await canvas.getByTestId('simple-add').nth(nth).click();
      await admin.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item').filter({ hasText: label }).click();
    };
    await addNode(0, simple.node.approver);
    await admin.getByTestId('simple-drawer').getByTestId('simple-node-name').fill(L.approver);
    await admin.getByTestId('simple-drawer-close').click();
    await addNode(1, simple.node.copy);
    await admin.getByTestId('simple-drawer').getByTestId('simple-node-name').fill(L.copy);
    await admin.getByTestId('simple-drawer-close').click();
    await expect(admin.getByTestId('simple-drawer')).toBeHidden();
    await expect(admin.getByTestId('simple-card-approver_1')).toContainText(L.approver);
    await expect(admin.getByTestId('simple-card-copy_1')).toContainText(L.copy);
    await admin.getByTestId('simple-save').click();
    await expect(toast(admin, simple.toolbar.saved)).toBeVisible();
    await admin.getByTestId('simple-deploy').click();
    await expect(toast(admin, simple.toolbar.deployed.replace('{version}', '1'))).toBeVisible();
    await admin.context().close();

    // ── 李娜 finds it under its category and sees the copy in the path of her form. ──
    const lina = await signedInPage(browser, 'lina', { wide: true, locale: L.locale, at: '/home/apply' });
    const group = lina.locator('[data-testid="process-group"][data-category="finance"]');
    await expect(group.getByRole('heading', { name: L.category })).toBeVisible();
    await lina.getByPlaceholder(texts.workbench.apply.search).fill(name);
    await group.getByTestId('process-card').filter({ hasText: name }).click();
    const form = lina.getByTestId('designed-form');
    await form.getByLabel(reasonLabel!).fill(L.locale === 'zh-CN' ? '客户拜访' : 'Customer visit');
    await form.getByLabel(amountLabel!).fill('860');
    await form.getByText(optionLabel!, { exact: true }).click();
    const preview = lina.getByTestId('approver-preview-steps');
    await expect(preview.locator('[data-testid="path-step"][data-node="approver_1"]')).toContainText(L.approver);
    const copy = preview.locator('[data-testid="path-step"][data-kind="copy"]');
    await expect(copy).toContainText(L.copy);
    await expect(copy).toContainText(texts.workbench.path.copy.ahead);
    // Whom it copies stands in the step's description, beside its title.
    await expect(preview.locator('.ant-steps-item').filter({ has: lina.locator('[data-testid="path-step"][data-kind="copy"]') })).toContainText('张伟');
    await lina.getByTestId('start-submit').click();
    await expect(lina.getByTestId('start-result')).toContainText(L.approver);
  });
}

test('the simple designer leads a new flow to the form designer and back, the flow kept', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin', { wide: true, at: '/workflow/simple-designer' });
  const name = `出差申请${stamp()}`;
  await admin.getByTestId('simple-process-name').fill(name);
  // Without a form yet, the 发起人 drawer offers one, and so does the toolbar.
  await admin.getByTestId('simple-card-start').click();
  await expect(admin.getByTestId('simple-form-offer')).toBeVisible();
  await admin.getByTestId('simple-drawer-close').click();
  await expect(admin.getByTestId('simple-open-form-designer')).toHaveText(zhCN.simpleDesigner.toolbar.designForm);
  await admin.getByTestId('simple-open-form-designer').click();
  // Saved on the way: the form designer is the new model's.
  await expect(admin).toHaveURL((url) => url.pathname === '/workflow/form-designer' && url.searchParams.get('from') === 'simple' && Boolean(url.searchParams.get('key')));
  const modelKey = new URL(admin.url()).searchParams.get('key')!;
  await expect(admin.getByTestId('form-designer')).toContainText(name);
  await (await addNamed(admin, 'number', '出差天数')).getByTestId('prop-required').click();
  await admin.getByTestId('form-save').click();
  await expect(toast(admin, zhCN.approvalForm.designer.saved)).toBeVisible();
  await expect(admin.getByTestId('form-designer-back')).toHaveText(zhCN.approvalForm.designer.backToSimple);
  await admin.getByTestId('form-designer-back').click();
  await expect(admin).toHaveURL((url) => url.pathname === '/workflow/simple-designer' && url.searchParams.get('key') === modelKey);
  await expect(admin.getByTestId('simple-canvas')).toBeVisible();
  await expect(admin.getByTestId('simple-process-name')).toHaveValue(name);
  await expect(admin.getByTestId('simple-open-form-designer')).toHaveText(zhCN.simpleDesigner.toolbar.editForm);
  await admin.getByTestId('simple-card-start').click();
  await expect(admin.getByTestId('simple-designed-field')).toContainText('出差天数');
});
