import { expect, test } from './support/test';
import { signedInPage } from './support/session';
import { canvas, openNewDiagram, panel, previewXml } from './support/designer';

/**
 * The two service tasks the engine runs, drawn from the palette: a copy node (抄送节点) whose
 * recipients follow the approver rule's kinds, and an HTTP task whose request fields are written
 * as the engine reads them; and the hosts an administrator allows HTTP tasks to call.
 */

test('a copy node and an HTTP task are drawn from the palette and keep what the panel writes', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin');
  await openNewDiagram(page);
  const box = (await canvas(page).boundingBox())!;

  await page.locator('.djs-palette [data-action="create.copy-task"]').click();
  await page.mouse.click(box.x + 450, box.y + 150);
  await expect(panel(page).getByTestId('designer-copy')).toBeVisible();
  await expect(panel(page).getByTestId('designer-section-multiInstance')).toHaveCount(0);
  await panel(page).getByTestId('designer-approver-kind').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^发起人的直属主管$/ }).click();

  await page.locator('.djs-palette [data-action="create.http-task"]').click();
  await page.mouse.click(box.x + 450, box.y + 350);
  const http = panel(page).getByTestId('designer-http');
  await expect(http).toBeVisible();
  await http.getByTestId('designer-http-method').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^POST$/ }).click();
  await http.getByTestId('designer-http-url').fill('https://erp.example.com/api/contracts/${contract_no}');
  await http.getByTestId('designer-http-body').click();
  await http.getByTestId('designer-http-body').fill('{"amount": ${amount}}');
  await http.getByTestId('designer-http-result').click();
  await http.getByTestId('designer-http-result').fill('erpAnswer');
  await panel(page).getByTestId('designer-section-general').click();

  const xml = await previewXml(page);
  expect(xml).toContain('flowable:type="copy"');
  expect(xml).toMatch(/<flowable:property name="approverKind" value="leader"/);
  expect(xml).toContain('flowable:type="http"');
  expect(xml).toMatch(/<flowable:field name="requestMethod">\s*<flowable:string>POST<\/flowable:string>/);
  expect(xml).toContain('https://erp.example.com/api/contracts/${contract_no}');
  expect(xml).toMatch(/<flowable:field name="responseVariableName">\s*<flowable:string>erpAnswer<\/flowable:string>/);
});

test('an administrator keeps the hosts HTTP tasks may call', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin', { at: '/workflow/model' });
  await page.getByTestId('service-call-settings').click();
  const dialog = page.getByRole('dialog', { name: '服务调用设置' });
  await dialog.getByTestId('service-call-hosts').fill('erp.example.com\n127.0.0.1:8080');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('service-call-settings').click();
  await expect(page.getByRole('dialog', { name: '服务调用设置' }).getByTestId('service-call-hosts')).toHaveValue('erp.example.com\n127.0.0.1:8080');
});
