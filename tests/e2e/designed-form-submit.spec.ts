import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { expect, test, type Page } from './support/test';
import { typeMoment } from './support/forms';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * A designed start form is sent by its submit button alone, once: Enter in one of its fields (a date
 * picker's, where Enter confirms the date typed) sends nothing, a required 费用明细 left with its one
 * empty row is refused under the table, and a double click starts one request. The form is a
 * 差旅费用报销单 as it was designed where this was found: no column of its lines is required alone.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const tripForm: FormDesign = {
  fields: [
    { kind: 'text', id: 'reason', label: '出差事由', required: true },
    { kind: 'date', id: 'departure', label: '出发日期', required: true },
    {
      kind: 'detail',
      id: 'lines',
      label: '费用明细',
      required: true,
      columns: [
        { kind: 'date', id: 'day', label: '发生日期' },
        { kind: 'text', id: 'item', label: '费用项目' },
        { kind: 'amount', id: 'price', label: '金额', total: true },
      ],
    },
  ],
};

/** Counts the form submissions the page makes (a submit event fires while the key's own handling runs) and the starts it sends. */
async function watchSubmissions(page: Page): Promise<{ starts: () => number; submits: () => Promise<number> }> {
  let starts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === paths.startProcess) starts += 1;
  });
  await page.evaluate(() => {
    const counted = window as unknown as { formSubmits: number };
    counted.formSubmits = 0;
    document.addEventListener('submit', () => (counted.formSubmits += 1), true);
  });
  return { starts: () => starts, submits: () => page.evaluate(() => (window as unknown as { formSubmits: number }).formSubmits) };
}

test('Enter in a designed start form sends nothing, empty detail rows are no rows, and a double click starts one request', async ({ browser }) => {
  // A process of this try's own: a retry neither meets nor changes what an earlier try left.
  const id = stamp();
  const processKey = `trip_claim_${id}`;
  const admin = await signedInPage(browser, 'admin');
  const xml = buildBpmn({
    id: processKey,
    name: `差旅费用报销单${id}`,
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交报销单', at: [0, 0] },
      { id: 'leader_approval', type: 'userTask', name: '直属领导审批', at: [1, 0], attrs: { assignee: 'usr-leader' } },
      { id: 'end', type: 'endEvent', name: '报销完成', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'leader_approval' }, { id: 'f2', from: 'leader_approval', to: 'end' }],
  });
  const saved = await callInPage<{ model_key: string }>(admin, paths.modelSave, { xml });
  expect(saved.code, saved.msg).toBe(0);
  expect((await callInPage(admin, paths.modelFormSave, { model_key: saved.data.model_key, design: tripForm })).code).toBe(0);
  const deployed = await callInPage(admin, paths.modelDeploy, { model_key: saved.data.model_key });
  expect(deployed.code, deployed.msg).toBe(0);
  await admin.context().close();

  const lina = await signedInPage(browser, 'lina', { at: `/home/apply?process=${encodeURIComponent(processKey)}` });
  const form = lina.getByTestId('designed-form');
  await expect(form).toBeVisible();
  const watched = await watchSubmissions(lina);

  // Enter confirms the date typed into the picker, and sends nothing.
  // (A submit event fires within the key's own handling: counted when press() is back, if it came.)
  await form.getByLabel('出差事由').fill(`华东客户拜访${id}`);
  await typeMoment(form.getByLabel('出发日期'), '2026-11-02');
  await expect(form.getByLabel('出发日期')).toHaveValue('2026-11-02');
  await form.getByLabel('出差事由').press('Enter');
  expect(await watched.submits()).toBe(0);

  // The one empty row the table starts with is no row: the submit button is refused under the table.
  const lines = lina.getByTestId('detail-lines');
  await expect(lines.getByTestId('detail-row')).toHaveCount(1);
  await lina.getByTestId('start-submit').click();
  await expect(lines).toContainText('请填写费用明细');
  expect(watched.starts()).toBe(0);
  const submitsBefore = await watched.submits();

  // Filled in, the form is complete: Enter in the row's date picker still sends nothing.
  const row = lines.getByTestId('detail-row').first();
  await row.getByLabel('费用项目').fill('高铁');
  await row.getByLabel('金额').fill('553');
  await expect(lines).not.toContainText('请填写费用明细');
  await typeMoment(row.getByLabel('发生日期'), '2026-11-02');
  await expect(row.getByLabel('发生日期')).toHaveValue('2026-11-02');
  expect(await watched.submits()).toBe(submitsBefore);
  expect(watched.starts()).toBe(0);
  await expect(lina.getByTestId('start-result')).toHaveCount(0);

  // Two clicks in a row send one request.
  await lina.getByTestId('start-submit').dblclick();
  await expect(lina.getByTestId('start-result')).toContainText('直属领导审批');
  expect(watched.starts()).toBe(1);
});
