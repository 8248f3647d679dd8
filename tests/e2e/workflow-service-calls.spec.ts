import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { serviceCallPaths } from '@/lib/contract/workflow-service-call-paths';
import { expect, test } from './support/test';
import { callInPage } from './support/in-page';
import { signedInPage } from './support/session';

/**
 * An HTTP task whose host nobody allowed fails and waits: the request's detail says why, and once
 * an administrator allows the host, 重试 sends it again and the request goes on to its end.
 */

test('a failed HTTP call is shown on the request and retried by an administrator after allowing its host', async ({ browser, baseURL }, testInfo) => {
  const admin = await signedInPage(browser, 'admin');
  const processId = `http_${Date.now() % 1_000_000}`;
  const target = new URL('/api/app/base/app/sys/app/getByAppKey/fincrm', baseURL);
  // A run again may find the host a failed try allowed: the call must fail first, so none is allowed.
  expect((await callInPage(admin, serviceCallPaths.setting, { allowed_hosts: [] })).code).toBe(0);
  const xml = buildBpmn({
    id: processId, name: '外部登记', nodes: [
      { id: 'start', type: 'startEvent', name: '提交', at: [0, 0] },
      { id: 'call', type: 'serviceTask', name: '登记外部系统', at: [1, 0], attrs: { type: 'http' }, fields: { requestMethod: 'GET', requestUrl: target.href, responseVariableName: 'appInfo' } },
      { id: 'end', type: 'endEvent', name: '完成', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'call' }, { id: 'f2', from: 'call', to: 'end' }],
  });
  const saved = await callInPage<{ model_key: string }>(admin, paths.modelSave, { xml });
  expect((await callInPage(admin, paths.modelDeploy, { model_key: saved.data.model_key })).code).toBe(0);
  const started = await callInPage<{ instance_key: string }>(admin, paths.startProcess, { processDefinitionKey: processId, title: '外部登记测试' });
  expect(started.code).toBe(0);

  // The background job sends the call as soon as the start wakes it; the host is not allowed yet.
  // Asked of the API until then (a page reloaded every few seconds may never finish drawing on a
  // busy machine), and then shown on the request as its applicant opens it.
  const callsPath = `${serviceCallPaths.calls}?processInstanceId=${encodeURIComponent(started.data.instance_key)}`;
  await expect(async () => {
    const calls = await callInPage<{ status: string }[]>(admin, callsPath);
    expect(calls.data.map((c) => c.status)).toEqual(['FAILED']);
  }).toPass({ timeout: 30_000 });
  await admin.goto(`/home/myApplications?instanceId=${encodeURIComponent(started.data.instance_key)}`);
  const failed = admin.getByTestId('failed-service-calls');
  await expect(failed).toContainText('登记外部系统');
  await expect(failed).toContainText(target.host);
  await admin.screenshot({ path: testInfo.outputPath('failed-call.png') });

  await admin.goto('/workflow/model');
  await admin.getByTestId('service-call-settings').click();
  const dialog = admin.getByRole('dialog', { name: '服务调用设置' });
  await dialog.getByTestId('service-call-hosts').fill(target.host);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();

  await admin.goto(`/home/myApplications?instanceId=${encodeURIComponent(started.data.instance_key)}`);
  await admin.getByTestId('retry-service-calls').click();
  await expect(async () => {
    const mine = await callInPage<{ records: { instance_key: string; status: string }[] }>(admin, paths.myProcesses, { processDefinitionKey: processId });
    expect(mine.data.records.find((r) => r.instance_key === started.data.instance_key)?.status).toBe('APPROVED');
  }).toPass({ timeout: 30_000 });
});
