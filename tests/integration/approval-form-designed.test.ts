// @database postgres: SQL of its own over the designed forms' values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printPaths } from '@/lib/contract/workflow-print';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { modelFormSchema } from '@/lib/contract/approval-form/calls';
import { bandedPng } from '@/lib/backend/seed/demo-files';
import type { FormFile } from '@/lib/contract/approval-form/attachments';
import { eq, inArray, sql } from 'drizzle-orm';
import { sysFile, wfModel } from '@/lib/backend/db/schema';
import { sweepUnclaimedUploads } from '@/lib/backend/modules/workflow/store/unclaimed-uploads';
import { call, createTestBackend, loginAs } from '../support/backend';
import { pdfText } from '../support/pdf-text';
import { chain, workflowClient, type Session } from '../support/workflow';
import { expenseDesign } from '../support/approval-forms';

/** A model's designed form: saved, frozen at deploy, and every submission checked and recomputed on the server. */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
let admin: Session;
let modelKey: string;
let sunqi: Session;

const lines = [
  { item: '机票', qty: 2, price: 1800 },
  { item: '酒店', qty: 3, price: 1000 },
  { item: '餐费', qty: 1, price: 2000 },
];

async function saveForm(design: FormDesign, key = modelKey) {
  return wf.post<unknown>(admin, paths.modelFormSave, { model_key: key, design });
}

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  const process = chain('designed_expense', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]);
  ({ model_key: modelKey } = await wf.deploy(admin, process));
  expect((await saveForm(expenseDesign)).body.code).toBe(0);
  await wf.deploy(admin, process, modelKey);
  const added = await wf.post(admin, '/api/app/base/app/sys/user/add', { username: 'sunqi', realname: '孙琦', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
  expect(added.body.code).toBe(0);
  sunqi = await loginAs(backend, 'sunqi', 'Welcome2026');
});
afterAll(async () => {
  await backend?.database.close();
});

describe('a designed approval form', () => {
  it('is read back as saved, by administrators only', async () => {
    const read = await wf.get<unknown>(admin, paths.modelForm, { model_key: modelKey });
    expect(modelFormSchema.parse(read.body.data).design).toEqual(expenseDesign);
    expect((await wf.get<unknown>(lina, paths.modelForm, { model_key: modelKey })).body.code).toBe(403);
    expect((await wf.post<unknown>(lina, paths.modelFormSave, { model_key: modelKey, design: expenseDesign })).body.code).toBe(403);
  });

  it('keeps what the server computes, never the computed values the caller sends', async () => {
    const started = await wf.start(lina, 'designed_expense', { formData: { reason: '客户拜访', lines: lines.map((l) => ({ ...l, amount: 1 })), total: 1, payWay: 'cash', smuggled: 'x' } });
    expect(started.body.code).toBe(0);
    const detail = await wf.post<{ form_data: Record<string, unknown>; design: FormDesign | null }>(zhangwei, paths.formDetail, { processInstanceId: started.body.data!.instance_key });
    expect(detail.body.data!.form_data.total).toBe(8600);
    expect((detail.body.data!.form_data.lines as { amount: number }[]).map((l) => l.amount)).toEqual([3600, 3000, 2000]);
    expect(detail.body.data!.form_data).not.toHaveProperty('smuggled');
    expect(detail.body.data!.design).toEqual(expenseDesign);
  });

  it('refuses a submission that breaks its rules, in Chinese, and starts nothing', async () => {
    const before = (await wf.myProcesses(lina)).body.data!.total;
    const noReason = await wf.start(lina, 'designed_expense', { formData: { lines } });
    expect(noReason.body.code).toBe(400);
    expect(noReason.body.msg).toBe('请填写报销事由');
    const badCell = await wf.start(lina, 'designed_expense', { formData: { reason: 'x', lines: [{ item: '机票', qty: 1, price: '一千' }] } });
    expect(badCell.body.msg).toBe('费用明细 #1 单价须为数字');
    const tooMany = await wf.start(lina, 'designed_expense', { formData: { reason: 'x', lines: Array.from({ length: 6 }, () => lines[0]) } });
    expect(tooMany.body.msg).toBe('费用明细最多 5 行');
    const hiddenRequired = await wf.start(lina, 'designed_expense', { formData: { reason: 'x', lines, payWay: 'bank' } });
    expect(hiddenRequired.body.msg).toBe('请填写银行账号');
    expect((await wf.myProcesses(lina)).body.data!.total).toBe(before);
  });

  it('lets a running request keep the form version it started with', async () => {
    const started = await wf.start(lina, 'designed_expense', { formData: { reason: '旧版', lines } });
    const changed: FormDesign = { fields: [{ kind: 'text', id: 'reason', label: '事由', required: true }] };
    expect((await saveForm(changed)).body.code).toBe(0);
    await wf.deploy(admin, chain('designed_expense', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]), modelKey);
    const detail = await wf.post<{ design: FormDesign | null; version: number }>(lina, paths.formDetail, { processInstanceId: started.body.data!.instance_key });
    expect(detail.body.data!.design).toEqual(expenseDesign);
    const start = await wf.post<{ design: FormDesign | null }>(lina, paths.formFields, { processDefinitionKey: 'designed_expense' });
    expect(start.body.data!.design).toEqual(changed);
    await saveForm(expenseDesign);
    await wf.deploy(admin, chain('designed_expense', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]), modelKey);
  });

  it('saves a draft with a formula cycle but refuses to deploy it, naming the cycle', async () => {
    const process = chain('designed_cycle', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]);
    const { model_key } = await wf.deploy(admin, process);
    const cycle: FormDesign = {
      fields: [
        { kind: 'formula', id: 'a', label: '甲', op: 'sum', refs: ['b'] },
        { kind: 'formula', id: 'b', label: '乙', op: 'sum', refs: ['a'] },
      ],
    };
    expect((await saveForm(cycle, model_key)).body.code).toBe(0);
    const deployed = await wf.post<unknown>(admin, paths.modelDeploy, { model_key });
    expect(deployed.body.code).toBe(400);
    expect(deployed.body.msg).toBe('公式循环引用：甲 → 乙 → 甲');
  });
});

describe('a required detail table', () => {
  // As the 差旅费用报销单 was designed: no column of the lines is required on its own.
  const tripDesign: FormDesign = {
    fields: [
      { kind: 'text', id: 'reason', label: '出差事由', required: true },
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

  beforeAll(async () => {
    const process = chain('designed_trip', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]);
    const { model_key } = await wf.deploy(admin, process);
    expect((await saveForm(tripDesign, model_key)).body.code).toBe(0);
    await wf.deploy(admin, process, model_key);
  });

  it('is refused with no row holding a value, naming the table, and starts nothing', async () => {
    const before = (await wf.myProcesses(lina)).body.data!.total;
    for (const empty of [[{}], [{ day: '', item: '  ', price: null }], [], undefined]) {
      const started = await wf.start(lina, 'designed_trip', { formData: { reason: '华东出差', lines: empty } });
      expect(started.body, JSON.stringify(empty)).toMatchObject({ code: 400, msg: '请填写费用明细' });
    }
    // The same where the columns are required: an empty row is not a row whose cells are missing.
    const expense = await wf.start(lina, 'designed_expense', { formData: { reason: '客户拜访', lines: [{}] } });
    expect(expense.body).toMatchObject({ code: 400, msg: '请填写费用明细' });
    expect((await wf.myProcesses(lina)).body.data!.total).toBe(before);
  });

  it('keeps the rows holding a value and drops the empty ones', async () => {
    const started = await wf.start(lina, 'designed_trip', { formData: { reason: '华东出差', lines: [{}, { day: '2026-11-02', item: '高铁', price: 553 }, { item: '' }] } });
    expect(started.body.code, started.body.msg).toBe(0);
    const detail = await wf.post<{ form_data: Record<string, unknown> }>(zhangwei, paths.formDetail, { processInstanceId: started.body.data!.instance_key });
    expect(detail.body.data!.form_data.lines).toEqual([{ day: '2026-11-02', item: '高铁', price: 553 }]);
  });
});

describe('a choice drawn from a dictionary', () => {
  const withPriority = (dictionary: string): FormDesign => ({
    fields: [
      { kind: 'text', id: 'reason', label: '事由', required: true },
      { kind: 'choice', id: 'urgency', label: '紧急程度', dictionary },
    ],
  });

  it('takes only an enabled item of the dictionary, checked on the server', async () => {
    const process = chain('designed_dictionary', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]);
    const { model_key } = await wf.deploy(admin, process);
    expect((await saveForm(withPriority('priority'), model_key)).body.code).toBe(0);
    await wf.deploy(admin, process, model_key);
    expect((await wf.start(lina, 'designed_dictionary', { formData: { reason: '加急', urgency: 'HIGHT' } })).body.code).toBe(0);
    const smuggled = await wf.start(lina, 'designed_dictionary', { formData: { reason: '加急', urgency: 'TOP' } });
    expect(smuggled.body).toMatchObject({ code: 400, msg: '紧急程度的取值不在可选范围内' });
  });

  it('is refused at deploy when the dictionary does not exist, naming it', async () => {
    const process = chain('designed_no_dictionary', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]);
    const { model_key } = await wf.deploy(admin, process);
    expect((await saveForm(withPriority('no_such_dict'), model_key)).body.code).toBe(0);
    const deployed = await wf.post<unknown>(admin, paths.modelDeploy, { model_key });
    expect(deployed.body).toMatchObject({ code: 400, msg: '选项字典 no_such_dict 不存在，请检查“紧急程度”的数据字典编码' });
  });
});

describe('files of an attachment control', () => {
  const PNG = bandedPng(20, 10, ['1f6feb', 'f0a020']);
  const upload = (who: Session, name = '发票.png') => {
    const body = new FormData();
    body.append('file', new File([PNG as BlobPart], name));
    return call<FormFile>(backend, 'POST', paths.formFileUpload, { token: who.token, body });
  };
  const download = (who: Session, instanceId: string, fileKey: string) => call(backend, 'GET', paths.formFile, { token: who.token, query: { instanceId, fileKey } });
  const withFiles: FormDesign = { fields: [...expenseDesign.fields, { kind: 'attachment', id: 'invoices', label: '发票', maxCount: 2 }] };

  it('are taken over by the start naming them and downloaded by readers of the request only', async () => {
    const process = chain('designed_files', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]);
    const { model_key } = await wf.deploy(admin, process);
    await saveForm(withFiles, model_key);
    await wf.deploy(admin, process, model_key);
    const invoice = (await upload(lina)).body.data!;
    const started = await wf.start(lina, 'designed_files', { formData: { reason: '出差', lines, invoices: [invoice.file_key] } });
    expect(started.body.code, started.body.msg).toBe(0);
    const instanceKey = started.body.data!.instance_key;
    const detail = await wf.post<{ form_data: Record<string, unknown> }>(zhangwei, paths.formDetail, { processInstanceId: instanceKey });
    expect(detail.body.data!.form_data.invoices).toEqual([{ file_key: invoice.file_key, name: '发票.png', size: PNG.length, content_type: 'image/png' }]);
    const got = await download(zhangwei, instanceKey, invoice.file_key);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.response.arrayBuffer())).toEqual(PNG);
    expect((await download(sunqi, instanceKey, invoice.file_key)).status).toBe(403);
    expect((await download(lina, instanceKey, 'no-such-file')).status).toBe(404);
    // A file serves one request: naming it again is refused, as is someone else's upload.
    const again = await wf.start(lina, 'designed_files', { formData: { reason: '再次', lines, invoices: [invoice.file_key] } });
    expect(again.body.code).toBe(400);
    const theirs = (await upload(zhangwei)).body.data!;
    expect((await wf.start(lina, 'designed_files', { formData: { reason: '别人的', lines, invoices: [theirs.file_key] } })).body.code).toBe(400);
    const tooMany = await wf.start(lina, 'designed_files', { formData: { reason: '太多', lines, invoices: ['a1', 'a2', 'a3'] } });
    expect(tooMany.body.msg).toBe('发票最多 2 项');
  });

  it('that no request took over within a day are removed with their bytes; a claimed one and a fresh one stay', async () => {
    const forgotten = (await upload(lina, '遗留.png')).body.data!;
    const fresh = (await upload(lina, '刚上传.png')).body.data!;
    // A draft names its upload: the file waits for the draft's start however old it is.
    const drafted = (await upload(lina, '草稿附件.png')).body.data!;
    const [model] = await backend.database.db.select({ key: wfModel.model_key }).from(wfModel).where(eq(wfModel.process_key, 'designed_files'));
    const draft = await wf.post(lina, paths.draftSave, { model_key: model!.key, title: '草稿', formData: { reason: '草稿', invoices: [drafted.file_key] } });
    expect(draft.body.code, draft.body.msg).toBe(0);
    const started = await wf.start(lina, 'designed_files', { formData: { reason: '已提交', lines, invoices: [(await upload(lina, '已提交.png')).body.data!.file_key] } });
    const claimed = (started.body.data! as unknown as { instance_key: string }).instance_key;
    const db = backend.database.db;
    const dayAgo = sql`now() - interval '25 hours'`;
    await db.update(sysFile).set({ create_time: dayAgo }).where(inArray(sysFile.original_name, ['遗留.png', '已提交.png', '草稿附件.png']));
    const storageOf = async (key: string) => (await db.select({ name: sysFile.storage_name }).from(sysFile).where(eq(sysFile.file_key, key)))[0]?.name;
    const forgottenBytes = (await storageOf(forgotten.file_key))!;
    expect(await backend.services.storage.get(forgottenBytes)).not.toBeNull();
    expect(await sweepUnclaimedUploads(db, backend.services.storage, new Date())).toBe(1);
    expect(await storageOf(forgotten.file_key)).toBeUndefined();
    expect(await backend.services.storage.get(forgottenBytes)).toBeNull();
    expect(await storageOf(fresh.file_key)).toBeDefined();
    expect(await storageOf(drafted.file_key)).toBeDefined();
    const detail = await wf.post<{ form_data: { invoices: FormFile[] } }>(lina, paths.formDetail, { processInstanceId: claimed });
    expect((await download(lina, claimed, detail.body.data!.form_data.invoices[0]!.file_key)).status).toBe(200);
  });
});

describe('a printed designed form', () => {
  it('shows its rows, its detail table with totals, and the total in words', async () => {
    const started = await wf.start(lina, 'designed_expense', { title: '华东出差报销', formData: { reason: '华东客户拜访', lines, payWay: 'cash' } });
    const id = started.body.data!.instance_key;
    expect((await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key, { comment: '同意' })).body.code).toBe(0);
    const got = await call(backend, 'POST', printPaths.print, { token: lina.token, json: { id } });
    expect(got.status).toBe(200);
    const text = pdfText(new Uint8Array(await got.response.arrayBuffer()));
    for (const expected of ['报销事由', '华东客户拜访', '费用明细', '机票', '酒店', '餐费', '¥3,600.00', '合计', '¥8,600.00', '捌仟陆佰元整', '现金', '李娜', '张伟']) expect(text).toContain(expected);
  });
});

describe('a linked record', () => {
  it('is one the applicant may read: another department\'s customer is refused, her own is kept', async () => {
    const process = chain('designed_links', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]);
    const { model_key } = await wf.deploy(admin, process);
    await saveForm({ fields: [{ kind: 'text', id: 'reason', label: '事由', required: true }, { kind: 'record', id: 'customer', label: '关联客户', target: 'customer' }] }, model_key);
    await wf.deploy(admin, process, model_key);
    const theirs = await wf.start(lina, 'designed_links', { formData: { reason: '拜访', customer: 'cus-demo-06' } });
    expect(theirs.body.code).toBe(400);
    expect(theirs.body.msg).toBe('关联客户中有您无权查看的记录，请重新选择');
    const hers = await wf.start(lina, 'designed_links', { formData: { reason: '拜访', customer: 'cus-demo-01' } });
    expect(hers.body.code, hers.body.msg).toBe(0);
  });

  it('is named to an approver who may not read it, by its label only, and not where a step hides it', async () => {
    const linked: FormDesign = { fields: [{ kind: 'text', id: 'reason', label: '事由', required: true }, { kind: 'record', id: 'customer', label: '关联客户', target: 'customer' }] };
    for (const [key, rights] of [['designed_link_named', undefined], ['designed_link_hidden', '{"customer":"hidden"}']] as const) {
      const step = { id: 'check', name: '财务审核', attrs: { assignee: wangfang.userKey } };
      const { model_key } = await wf.deploy(admin, chain(key, [step]));
      await saveForm(linked, model_key);
      // Rights name the form's controls: they come with the deploy that has the form.
      await wf.deploy(admin, chain(key, [{ ...step, properties: rights ? { formRights: rights } : undefined }]), model_key);
    }
    // The approver does not read the customer itself.
    expect((await call(backend, 'GET', '/api/crm/customer/detail/cus-demo-01', { token: wangfang.token })).body.code).not.toBe(0);

    const named = (await wf.start(lina, 'designed_link_named', { title: '拜访浦江信托', formData: { reason: '拜访', customer: 'cus-demo-01' } })).body.data!.instance_key;
    type Detail = { form_data: Record<string, unknown>; record_labels: Record<string, Record<string, string>> };
    const read = await wf.post<Detail>(wangfang, paths.formDetail, { processInstanceId: named });
    expect(read.body.data!.form_data.customer).toBe('cus-demo-01');
    expect(read.body.data!.record_labels).toEqual({ customer: { 'cus-demo-01': '上海浦江信托有限公司' } });
    const printed = await call(backend, 'POST', printPaths.print, { token: wangfang.token, json: { id: named } });
    expect(printed.status).toBe(200);
    expect(pdfText(new Uint8Array(await printed.response.arrayBuffer()))).toContain('上海浦江信托有限公司');

    const hidden = (await wf.start(lina, 'designed_link_hidden', { formData: { reason: '拜访', customer: 'cus-demo-01' } })).body.data!.instance_key;
    const withheld = await wf.post<Detail>(wangfang, paths.formDetail, { processInstanceId: hidden });
    expect(withheld.body.data!.form_data).not.toHaveProperty('customer');
    expect(withheld.body.data!.record_labels).toEqual({});
  });
});

describe('person and department controls', () => {
  it('name only active colleagues and existing departments: anyone else is refused, naming the control', async () => {
    const process = chain('designed_people', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]);
    const { model_key } = await wf.deploy(admin, process);
    await saveForm({
      fields: [
        { kind: 'text', id: 'reason', label: '事由', required: true },
        { kind: 'person', id: 'handler', label: '经办人' },
        { kind: 'person', id: 'helpers', label: '协办人', multiple: true },
        { kind: 'department', id: 'unit', label: '承办部门' },
        { kind: 'department', id: 'units', label: '会签部门', multiple: true },
      ],
    }, model_key);
    await wf.deploy(admin, process, model_key);
    const added = await wf.post<unknown>(admin, '/api/app/base/app/sys/user/add', { username: 'zhouyu', realname: '周瑜', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
    expect(added.body.code).toBe(0);
    const frozenKey = (await loginAs(backend, 'zhouyu', 'Welcome2026')).userKey;
    expect((await call(backend, 'PUT', '/api/app/base/app/sys/user/frozenBatch', { token: admin.token, json: { ids: frozenKey, status: '2' } })).body.code).toBe(0);

    const before = (await wf.myProcesses(lina)).body.data!.total;
    const refusals: [Record<string, unknown>, string][] = [
      [{ handler: 'usr-nobody' }, '经办人中有不存在或已停用的人员，请重新选择'],
      [{ handler: frozenKey }, '经办人中有不存在或已停用的人员，请重新选择'],
      [{ helpers: [zhangwei.userKey, 'usr-nobody'] }, '协办人中有不存在或已停用的人员，请重新选择'],
      [{ unit: 'dep-nowhere' }, '承办部门中有不存在的部门，请重新选择'],
      [{ units: ['dep-finance', 'dep-nowhere'] }, '会签部门中有不存在的部门，请重新选择'],
    ];
    for (const [values, message] of refusals) {
      const res = await wf.start(lina, 'designed_people', { formData: { reason: '办理', ...values } });
      expect(res.body, JSON.stringify(values)).toMatchObject({ code: 400, msg: message });
    }
    expect((await wf.myProcesses(lina)).body.data!.total).toBe(before);

    const fine = await wf.start(lina, 'designed_people', { formData: { reason: '办理', handler: zhangwei.userKey, helpers: [zhangwei.userKey, admin.userKey], unit: 'dep-finance', units: ['dep-finance', 'dep-sales'] } });
    expect(fine.body.code, fine.body.msg).toBe(0);
  });
});
