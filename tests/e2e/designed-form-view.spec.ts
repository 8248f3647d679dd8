import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { expect, test } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * An approver reads a designed form's linked record by its name even where he may not read the
 * record: 李娜 links her customer 上海浦江信托有限公司, and 王芳 of finance, who does not read it,
 * sees its name in her task, never its key.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const visitForm: FormDesign = {
  fields: [
    { kind: 'text', id: 'reason', label: '拜访事由', required: true },
    { kind: 'record', id: 'customer', label: '关联客户', target: 'customer' },
  ],
};

test('an approver who may not read the linked customer reads its name in the task', async ({ browser }) => {
  // A process of this try's own: a retry neither meets nor changes what an earlier try left.
  const id = stamp();
  const processKey = `visit_claim_${id}`;
  const admin = await signedInPage(browser, 'admin');
  const xml = buildBpmn({
    id: processKey,
    name: `客户拜访报销${id}`,
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交', at: [0, 0] },
      { id: 'finance_review', type: 'userTask', name: '财务审核', at: [1, 0], attrs: { assignee: 'usr-finance' } },
      { id: 'end', type: 'endEvent', name: '结束', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'finance_review' }, { id: 'f2', from: 'finance_review', to: 'end' }],
  });
  const saved = await callInPage<{ model_key: string }>(admin, paths.modelSave, { xml });
  expect(saved.code, saved.msg).toBe(0);
  expect((await callInPage(admin, paths.modelFormSave, { model_key: saved.data.model_key, design: visitForm })).code).toBe(0);
  const deployed = await callInPage(admin, paths.modelDeploy, { model_key: saved.data.model_key });
  expect(deployed.code, deployed.msg).toBe(0);
  await admin.context().close();

  const lina = await signedInPage(browser, 'lina');
  const started = await callInPage<{ tasks: { task_key: string }[] }>(lina, paths.startProcess, {
    processDefinitionKey: processKey,
    title: `拜访浦江信托${id}`,
    formData: { reason: '年度回访', customer: 'cus-demo-01' },
  });
  expect(started.code, started.msg).toBe(0);
  await lina.context().close();

  const wangfang = await signedInPage(browser, 'wangfang', { at: `/home/workbench/pending?taskId=${started.data.tasks[0]!.task_key}` });
  const submitted = wangfang.getByTestId('task-detail').getByTestId('submitted-form');
  await expect(submitted).toContainText('年度回访');
  await expect(submitted).toContainText('上海浦江信托有限公司');
  await expect(submitted).not.toContainText('cus-demo-01');
});
