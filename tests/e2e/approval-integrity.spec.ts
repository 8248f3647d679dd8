import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { expect, test } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * Segregation of duties as the applicant sees it: 李娜 applies on a process whose first step goes to
 * her own group, where she is the only colleague. The preview already names her leader, and the
 * request's path shows the step with 张伟 and why it went to him.
 */

const SHOTS = '.tmp/e2e-results/approval-integrity';

test('an applicant who is also the first approver sees the step pass to her leader, with the reason in the path', async ({ browser }) => {
  const processId = `sod_${Date.now().toString(36)}`;
  const admin = await signedInPage(browser, 'admin', { at: '/workflow/model' });
  const xml = buildBpmn({
    id: processId, name: '华东组内审', nodes: [
      { id: 'start', type: 'startEvent', name: '提交', at: [0, 0] },
      { id: 'group_review', type: 'userTask', name: '组内复核', at: [1, 0], properties: { approverKind: 'departments', approverValue: 'dep-sales-east' } },
      { id: 'end', type: 'endEvent', name: '结束', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'group_review' }, { id: 'f2', from: 'group_review', to: 'end' }],
  });
  const saved = await callInPage<{ model_key: string }>(admin, paths.modelSave, { xml });
  expect((await callInPage(admin, paths.modelDeploy, { model_key: saved.data.model_key })).code).toBe(0);
  await admin.context().close();

  const lina = await signedInPage(browser, 'lina', { at: `/home/apply?process=${encodeURIComponent(processId)}` });
  const preview = lina.getByTestId('approver-preview');
  await expect(preview.locator('.ant-steps-item').filter({ hasText: '组内复核' })).toContainText('张伟');
  await expect(preview).not.toContainText('李娜');
  await lina.getByTestId('start-submit').click();
  await expect(lina.getByTestId('start-result')).toContainText('组内复核');
  await lina.getByTestId('view-request').click();

  const path = lina.getByTestId('task-detail').getByTestId('approval-path');
  const step = path.locator('.ant-steps-item').filter({ hasText: '组内复核' });
  await expect(step).toContainText('张伟');
  await expect(step).toContainText('审批人是申请人或业务记录负责人，转交申请人的上级审批');
  await lina.getByTestId('task-detail').screenshot({ path: `${SHOTS}/path.png` });
  await lina.context().close();
});
