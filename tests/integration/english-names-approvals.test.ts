import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { DEMO_DRAFT_KEY } from '@/lib/backend/seed/demo-drafts';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { ModelSettings } from '@/lib/contract/workflow-centre';
import type { InstancePath } from '@/lib/contract/workflow-path';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Answer, type Page, type Session, type TaskRow } from '../support/workflow';

/**
 * Approvals name things in the reader's language (lib/entity/english-name.ts): a process and its
 * category by the English names of its model settings (live, no deploy needed), a step by the
 * English name its version was deployed with, a designed form's controls by their English labels.
 * Every English name is checked where it is saved (or deployed) with a clear message.
 */
let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let wangfang: Session;
let zhangwei: Session;

const english = { 'accept-language': 'en-US' };
const post = <T>(who: Session, path: string, json: unknown, headers: Record<string, string> = {}) => call<T>(backend, 'POST', path, { token: who.token, json, headers });
const get = <T>(who: Session, path: string, headers: Record<string, string> = {}) => call<T>(backend, 'GET', path, { token: who.token, headers });
type Startable = { process_key: string; name: string; category: string | null; category_name: string | null };

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, wangfang, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei')]);
});
afterAll(async () => backend?.database.close());

describe('a process’s English name and category', () => {
  it('are what 发起申请 shows English readers, and what their search finds', async () => {
    const inEnglish = (await post<Startable[]>(zhangwei, paths.findAllProcess, {}, english)).body.data!;
    expect(inEnglish.find((p) => p.process_key === 'leave_request')).toMatchObject({ name: 'Leave request', category: 'personnel' });
    expect(inEnglish.find((p) => p.process_key === 'legal_review')).toMatchObject({ name: 'Legal review', category: '法务', category_name: 'Legal' });
    const inChinese = (await post<Startable[]>(zhangwei, paths.findAllProcess, {})).body.data!;
    expect(inChinese.find((p) => p.process_key === 'legal_review')).toMatchObject({ name: '法务审查', category_name: '法务' });
    const found = (await post<Startable[]>(zhangwei, paths.findAllProcess, { keyword: 'legal rev' }, english)).body.data!;
    expect(found.map((p) => p.process_key)).toEqual(['legal_review']);
  });

  it('are saved with the model’s settings and read back as typed', async () => {
    const { model_key } = await wf.deploy(admin, chain('english_chain', [{ id: 'review', name: '审核', attrs: { assignee: 'usr-leader' }, properties: { nameEn: 'Review' } }]));
    const saved = await post<ModelSettings>(admin, paths.modelSettingsSave, { model_key, process_key: 'english_chain', name: '英文流程', name_en: ' Review chain ', category: '合规', category_en: 'Compliance' });
    expect(saved.body).toMatchObject({ code: 0, data: { name: '英文流程', name_en: 'Review chain', category: '合规', category_en: 'Compliance' } });
    expect((await post<ModelSettings>(admin, paths.modelSettings, { model_key })).body.data).toMatchObject({ name_en: 'Review chain', category_en: 'Compliance' });
  });

  it('are refused with a clear message when too long or not English, in the caller’s language', async () => {
    const base = { process_key: 'english_refused', name: '被拒流程' };
    const chinese = await post(admin, paths.modelSettingsSave, { ...base, name_en: '审批流程' });
    expect(chinese.body).toMatchObject({ code: 400, msg: '英文名称不能含有中文字符、全角符号或换行' });
    const long = await post(admin, paths.modelSettingsSave, { ...base, category: '合规', category_en: 'C'.repeat(101) }, english);
    expect(long.body).toMatchObject({ code: 400, msg: 'The English name may have at most 100 characters' });
  });
});

describe('a step’s English name', () => {
  it('names the step to English readers in the action’s answer, the lists, the history and the path; the process by its model’s English name at once', async () => {
    const started = await post<Answer>(lina, paths.startProcess, { processDefinitionKey: 'english_chain' }, english);
    expect(started.body.data!.tasks.map((t) => t.task_name)).toEqual(['Review']);
    const instance = started.body.data!.instance_key;
    const pending = (await post<Page<TaskRow & { process_name: string }>>(zhangwei, paths.pending, { processDefinitionKey: 'english_chain' }, english)).body.data!.records;
    expect(pending.map((r) => [r.process_name, r.task_name])).toEqual([['Review chain', 'Review']]);
    const chinese = (await post<Page<TaskRow & { process_name: string }>>(zhangwei, paths.pending, { processDefinitionKey: 'english_chain' })).body.data!.records;
    expect(chinese.map((r) => [r.process_name, r.task_name])).toEqual([['english_chain', '审核']]);
    const mine = (await post<Page<{ instance_key: string; process_name: string; current_tasks: { task_name: string }[] }>>(lina, paths.myProcesses, { processDefinitionKey: 'english_chain' }, english)).body.data!.records;
    expect(mine.find((r) => r.instance_key === instance)).toMatchObject({ process_name: 'Review chain', current_tasks: [{ task_name: 'Review' }] });
    const path = (await get<InstancePath>(lina, paths.instancePath(instance), english)).body.data!;
    expect(path.steps.map((s) => s.name)).toContain('Review');
    await wf.confirm(zhangwei, pending[0]!.task_key, { comment: '同意' });
    const history = (await get<{ action: string; node_name: string | null }[]>(lina, paths.comments(instance), english)).body.data!;
    expect(history.find((h) => h.action === 'APPROVE')?.node_name).toBe('Review');
  });

  it('of the demo models reaches English readers’ workbench, with the demo process’s English name', async () => {
    const rows = (await post<Page<TaskRow & { process_name: string }>>(wangfang, paths.pending, { processDefinitionKey: 'expense_claim' }, english)).body.data!.records;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => [r.process_name, r.task_name])).toContainEqual(['Expense claim', 'Finance review']);
    // The home page's waiting approvals name the step in English beside the request's title.
    const home = await get<{ pendingApprovals: { items: { title: string }[] } | null }>(wangfang, '/api/app/base/app/dashboard/overview', english);
    const steps = home.body.data!.pendingApprovals!.items.map((i) => i.title.split(' · ').at(-1));
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((step) => ['Finance review', 'Finance approval', 'Department head approval', 'Contract countersign'].includes(step!))).toBe(true);
    const drafts = (await post<{ draft_key: string; process_name: string | null }[]>(lina, paths.drafts, {}, english)).body.data!;
    expect(drafts.find((d) => d.draft_key === DEMO_DRAFT_KEY)?.process_name).toBe('Project initiation');
  });

  it('is refused at deploy when it holds Chinese text, naming the step', async () => {
    const refused = wf.deploy(admin, chain('english_refused_step', [{ id: 'check', name: '复核', attrs: { assignee: 'usr-leader' }, properties: { nameEn: '复核 Check' } }]));
    await expect(refused).rejects.toThrow('deploy refused: 元素 复核 (check) 的英文名称无效：最多100个字符，不能含有中文字符、全角符号或换行');
  });
});

describe('a designed control’s English label', () => {
  it('travels with the form the start and the request’s view read (the page shows it to English readers)', async () => {
    const form = (await post<{ design: FormDesign | null }>(lina, paths.formFields, { processDefinitionKey: 'leave_request' }, english)).body.data!;
    expect(form.design!.fields.find((c) => c.id === 'leave')).toMatchObject({ label: '请假时间', labelEn: 'Leave period' });
    const lines = (await post<{ design: FormDesign | null }>(lina, paths.formFields, { processDefinitionKey: 'expense_claim' })).body.data!.design!.fields.find((c) => c.id === 'lines');
    expect(lines?.kind === 'detail' ? lines.columns.find((c) => c.id === 'price')?.labelEn : null).toBe('Unit price');
  });

  it('is refused when the designer saves a Chinese one, with the message every English name has', async () => {
    const { model_key } = await wf.deploy(admin, chain('english_form', [{ id: 'review', name: '审核', attrs: { assignee: 'usr-leader' } }]));
    const design = (labelEn: string) => ({ fields: [{ kind: 'text', id: 'reason', label: '事由', labelEn }] });
    const refused = await post(admin, paths.modelFormSave, { model_key, design: design('事由') }, english);
    expect(refused.body).toMatchObject({ code: 400, msg: 'The English name may not contain Chinese characters, full-width punctuation or line breaks' });
    const saved = await post<{ design: FormDesign }>(admin, paths.modelFormSave, { model_key, design: design('Reason') });
    expect(saved.body.data!.design.fields[0]).toMatchObject({ label: '事由', labelEn: 'Reason' });
  });
});
