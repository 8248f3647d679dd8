import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfInstance, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import type { FormFile } from '@/lib/contract/approval-form/attachments';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { RowSummary } from '@/lib/contract/workflow-values';
import { printPaths } from '@/lib/contract/workflow-print';
import { bandedPng } from '@/lib/backend/seed/demo-files';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * Field rights (字段权限): a control the step hides is absent from everything its approver gets (the
 * form, the list summaries and their filters, the print, the files) while the initiator reads it all;
 * an approver changes only what their step lets them, and the changed form is checked again.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
let admin: Session;
let zhaolei: Session;
let modelKey: string;

const design: FormDesign = {
  fields: [
    { kind: 'text', id: 'reason', label: '报销事由', required: true },
    { kind: 'text', id: 'secret', label: '内部备注' },
    { kind: 'attachment', id: 'proof', label: '凭证', maxCount: 2 },
    { kind: 'amount', id: 'amount', label: '金额', required: true, min: 0 },
    { kind: 'amount', id: 'fee', label: '手续费' },
    { kind: 'formula', id: 'total', label: '合计', op: 'sum', refs: ['amount', 'fee'], money: true },
    { kind: 'textarea', id: 'remark', label: '备注' },
  ],
};

const RIGHTS = { check: '{"secret":"hidden","proof":"hidden"}', finance: '{"remark":"edit","amount":"edit"}' };

function process(rights: { check?: string; finance?: string } = RIGHTS): BuildProcess {
  const props = (r: string | undefined) => ({ allowReturn: 'initiator', ...(r ? { formRights: r } : {}) });
  return {
    id: 'rights_claim',
    name: '字段权限报销',
    nodes: [
      {
        id: 'start', type: 'startEvent', name: '开始', at: [0, 0],
        form: [{ id: 'secret', label: '内部备注', type: 'string', summary: true }, { id: 'reason', label: '报销事由', type: 'string', summary: true }],
      },
      { id: 'check', type: 'userTask', name: '初审', at: [1, 0], attrs: { assignee: zhangwei.userKey }, properties: props(rights.check) },
      { id: 'finance', type: 'userTask', name: '财务审核', at: [2, 0], attrs: { assignee: wangfang.userKey }, properties: props(rights.finance) },
      { id: 'end', type: 'endEvent', name: '结束', at: [3, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'check' }, { id: 'f2', from: 'check', to: 'finance' }, { id: 'f3', from: 'finance', to: 'end' }],
  };
}

const PNG = bandedPng(20, 10, ['1f6feb', 'f0a020']);
let instanceKey: string;
let checkTask: string;
let proof: FormFile;

type Detail = { form_data: Record<string, unknown>; design: FormDesign | null };
const detailOf = (who: Session) => wf.post<Detail>(who, paths.formDetail, { processInstanceId: instanceKey });
const download = (who: Session) => call(backend, 'GET', paths.formFile, { token: who.token, query: { instanceId: instanceKey, fileKey: proof.file_key } });
const stored = async () => (await backend.database.db.select().from(wfInstance).where(eq(wfInstance.instance_key, instanceKey)))[0]!;
const taskStatus = async (key: string) => (await backend.database.db.select({ status: wfTask.status }).from(wfTask).where(eq(wfTask.task_key, key)))[0]!.status;

async function printedText(who: Session): Promise<string> {
  const got = await call(backend, 'POST', printPaths.print, { token: who.token, json: { id: instanceKey } });
  expect(got.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'rights-print-')), 'claim.pdf');
  writeFileSync(file, new Uint8Array(await got.response.arrayBuffer()));
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, '');
}

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  const added = await wf.post(admin, '/api/app/base/app/sys/user/add', { username: 'zhaolei', realname: '赵磊', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
  expect(added.body.code).toBe(0);
  zhaolei = await loginAs(backend, 'zhaolei', 'Welcome2026');
  ({ model_key: modelKey } = await wf.deploy(admin, process({})));
  expect((await wf.post(admin, paths.modelFormSave, { model_key: modelKey, design })).body.code).toBe(0);
  await wf.deploy(admin, process(), modelKey);
  const body = new FormData();
  body.append('file', new File([PNG as BlobPart], '凭证.png'));
  proof = (await call<FormFile>(backend, 'POST', paths.formFileUpload, { token: lina.token, body })).body.data!;
  const started = await wf.start(lina, 'rights_claim', { title: '字段权限报销', formData: { reason: '华东出差', secret: '机密备注甲', proof: [proof.file_key], amount: 1000, fee: 20, remark: '原备注' } });
  expect(started.body.code, started.body.msg).toBe(0);
  instanceKey = started.body.data!.instance_key;
  checkTask = started.body.data!.tasks[0]!.task_key;
});
afterAll(async () => {
  await backend?.database.close();
});

describe('the deploy', () => {
  it('refuses rights naming a control the form lacks, a value not among the three, or an edit of a computed one', async () => {
    await expect(wf.deploy(admin, process({ check: '{"iban":"hidden"}' }), modelKey)).rejects.toThrow('用户任务 初审 (check) 的字段权限指向表单中没有的字段 iban');
    await expect(wf.deploy(admin, process({ check: '{"secret":"secret"}' }), modelKey)).rejects.toThrow('用户任务 初审 (check) 对字段 secret 的权限 secret 无效（可选 read、edit、hidden）');
    await expect(wf.deploy(admin, process({ finance: '{"total":"edit"}' }), modelKey)).rejects.toThrow('用户任务 财务审核 (finance) 不能把计算或说明字段 total 设为可编辑');
    await expect(wf.deploy(admin, process({ finance: 'remark=edit' }), modelKey)).rejects.toThrow('用户任务 财务审核 (finance) 的字段权限（formRights）不是有效的 JSON 对象');
    // Nothing was deployed: the latest version still carries the good rights.
    expect((await wf.deploy(admin, process(), modelKey)).version).toBe(3);
  });
});

describe('a control hidden at zhangwei\'s step', () => {
  it('is absent from the form he reads, shown to the initiator and the administrator', async () => {
    const his = (await detailOf(zhangwei)).body.data!;
    expect(his.form_data).toMatchObject({ reason: '华东出差', amount: 1000 });
    expect(Object.keys(his.form_data)).not.toContain('secret');
    expect(Object.keys(his.form_data)).not.toContain('proof');
    expect(his.design!.fields.map((c) => c.id)).toEqual(['reason', 'amount', 'fee', 'total', 'remark']);
    for (const who of [lina, admin]) {
      const all = (await detailOf(who)).body.data!;
      expect(all.form_data.secret).toBe('机密备注甲');
      expect(all.design!.fields).toHaveLength(design.fields.length);
    }
  });

  it('is absent from his list summaries and cannot be filtered or sorted on', async () => {
    const row = (page: { records: { instance_key: string; summary?: RowSummary[] }[] }) => page.records.find((r) => r.instance_key === instanceKey);
    const his = row((await wf.pending(zhangwei)).body.data!);
    expect(his!.summary!.map((s) => s.id)).toEqual(['reason']);
    const hers = row((await wf.myProcesses(lina)).body.data!);
    expect(hers!.summary!.map((s) => [s.id, s.value])).toEqual([['secret', '机密备注甲'], ['reason', '华东出差']]);
    // A filter or an order on the hidden control is refused him, like one on a control the form lacks; the others still filter.
    const process = { processDefinitionKey: 'rights_claim' };
    const filtered = await wf.pending(zhangwei, { ...process, summary: [{ field: 'secret', text: '机密' }] });
    expect([filtered.body.code, filtered.body.msg]).toEqual([403, '不能按“secret”筛选或排序：它不是该流程中您可查看的列表摘要字段']);
    expect(row((await wf.pending(zhangwei, { ...process, summary: [{ field: 'reason', text: '华东' }] })).body.data!)).toBeDefined();
    const sorted = await wf.pending(zhangwei, { ...process, summarySort: { field: 'secret', order: 'asc' } });
    expect(sorted.body.code).toBe(403);
    // The initiator, who reads it, filters her own requests by it.
    expect(row((await wf.myProcesses(lina, { ...process, summary: [{ field: 'secret', text: '机密' }] })).body.data!)).toBeDefined();
  });

  it('is left out of the copy he prints, printed for the initiator', async () => {
    const his = await printedText(zhangwei);
    expect(his).toContain('华东出差');
    expect(his).not.toContain('内部备注');
    expect(his).not.toContain('机密备注甲');
    expect(await printedText(lina)).toContain('机密备注甲');
  });

  it('keeps the files of a hidden attachment control from him', async () => {
    expect((await download(zhangwei)).status).toBe(404);
    expect((await download(lina)).status).toBe(200);
  });
});

describe('an approver\'s edits', () => {
  it('are refused for a control the step does not let them edit, and change nothing', async () => {
    const before = await stored();
    const sent = await wf.confirm(zhangwei, checkTask, { comment: '同意', formData: { remark: '我来改' } });
    expect(sent.body.code).not.toBe(0);
    expect(sent.body.msg).toBe('“初审”这一步不能修改字段“备注”');
    const asVariable = await wf.confirm(zhangwei, checkTask, { variables: { amount: 1 } });
    expect(asVariable.body.msg).toBe('“初审”这一步不能修改字段“金额”');
    expect(await taskStatus(checkTask)).toBe('PENDING');
    const after = await stored();
    expect(after.form_data).toEqual(before.form_data);
    expect(after.variables).toEqual(before.variables);
  });

  it('are offered to finance, checked again against the form, stored with the formulas recomputed and routed on', async () => {
    expect((await wf.confirm(zhangwei, checkTask, { comment: '同意', copyTo: [zhaolei.userKey] })).body.code).toBe(0);
    // Copied, he holds no step: he reads what no step hides.
    const copied = (await detailOf(zhaolei)).body.data!;
    expect(copied.form_data.reason).toBe('华东出差');
    expect(Object.keys(copied.form_data)).not.toContain('secret');
    expect((await download(zhaolei)).status).toBe(404);
    const financeTask = (await wf.pending(wangfang)).body.data!.records.find((r) => r.instance_key === instanceKey)!.task_key;
    const fields = await wf.post<{ task: { editable_fields: string[] } }>(wangfang, paths.formFields, { taskId: financeTask });
    expect(fields.body.data!.task.editable_fields).toEqual(['amount', 'remark']);
    // Her step hides nothing: she reads the control zhangwei's hides; he still does not.
    expect((await detailOf(wangfang)).body.data!.form_data.secret).toBe('机密备注甲');
    expect(Object.keys((await detailOf(zhangwei)).body.data!.form_data)).not.toContain('secret');

    const before = await stored();
    expect((await wf.confirm(wangfang, financeTask, { formData: { reason: '改事由' } })).body.msg).toBe('“财务审核”这一步不能修改字段“报销事由”');
    const bad = await wf.confirm(wangfang, financeTask, { formData: { amount: '一千' } });
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.msg).toContain('金额');
    expect((await stored()).form_data).toEqual(before.form_data);
    expect(await taskStatus(financeTask)).toBe('PENDING');

    const done = await wf.confirm(wangfang, financeTask, { comment: '已核对', formData: { amount: 800, remark: '财务已核对' } });
    expect(done.body.code, done.body.msg).toBe(0);
    const after = await stored();
    expect(after.form_data).toMatchObject({ reason: '华东出差', secret: '机密备注甲', amount: 800, fee: 20, total: 820, remark: '财务已核对' });
    expect(after.form_data.proof).toEqual(before.form_data.proof);
    expect(after.variables).toMatchObject({ amount: 800, total: 820, remark: '财务已核对' });
    expect(after.status).toBe('APPROVED');
  });

  it('leave the start form read through a returned request\'s task without what his steps hide', async () => {
    const started = await wf.start(lina, 'rights_claim', { formData: { reason: '退回', secret: '机密', amount: 10 } });
    const returned = await wf.reject(zhangwei, started.body.data!.tasks[0]!.task_key, { comment: '请补充', rejectTo: 'initiator' });
    expect(returned.body.code, returned.body.msg).toBe(0);
    const resubmit = returned.body.data!.tasks[0]!.task_key;
    const ids = async (who: Session) => (await wf.post<{ design: FormDesign | null }>(who, paths.formFields, { taskId: resubmit })).body.data!.design!.fields.map((c) => c.id);
    expect(await ids(zhangwei)).not.toContain('secret');
    expect(await ids(lina)).toContain('secret');
  });

  it('leave a task with editable controls out of a batch', async () => {
    const started = await wf.start(lina, 'rights_claim', { formData: { reason: '批量', amount: 10 } });
    await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key, {});
    const row = (await wf.pending(wangfang)).body.data!.records.find((r) => r.instance_key === started.body.data!.instance_key) as unknown as { batch_needs: string[] };
    expect(row.batch_needs).toContain('form');
  });
});
