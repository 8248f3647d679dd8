// @database postgres: a start from a draft and its deletion in one transaction.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfDefinition, wfDraft, wfInstance, wfModel } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { DEMO_DRAFT_KEY } from '@/lib/backend/seed/demo-drafts';
import { SIMPLE_DEMO_MODEL_KEY } from '@/lib/backend/seed/demo-simple-flow';
import { readStoredTree } from '@/lib/workflow/simple-flow/stored-tree';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { DraftDetail, DraftRow, ModelSettings } from '@/lib/contract/workflow-centre';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Answer, type Session } from '../support/workflow';

/**
 * The approval centre: a model's settings (a new process key rewrites the XML; deployed versions
 * and their requests keep the old one), who may start a process on every path a start takes, and
 * drafts (private to their owner, deleted with the start made from them).
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let wangfang: Session;
let zhangwei: Session;

const everyone = { departments: [], roles: [], users: [] };
const settingsOf = (modelKey: string) => wf.post<ModelSettings>(admin, paths.modelSettings, { model_key: modelKey });
const saveSettings = (body: Record<string, unknown>, who: Session = admin, headers: Record<string, string> = {}) =>
  call<ModelSettings>(backend, 'POST', paths.modelSettingsSave, { token: who.token, json: body, headers });
const startable = async (who: Session, keyword?: string) =>
  (await wf.post<{ process_key: string; icon: string | null; description: string | null }[]>(who, paths.findAllProcess, keyword ? { keyword } : {})).body.data!;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, wangfang, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei')]);
});
afterAll(async () => {
  await backend?.database.close();
});

describe('model settings', () => {
  it('renames the process key into the XML; deployed versions and running requests keep theirs, the next deploy carries the new one', async () => {
    const { model_key } = await wf.deploy(admin, chain('centre_rename', [{ id: 'review', name: '审核', attrs: { assignee: 'usr-leader' } }]));
    const running = await wf.start(lina, 'centre_rename');
    expect(running.body.code).toBe(0);

    const saved = await saveSettings({ model_key, process_key: 'centre_renamed', name: '改名后的流程', category: 'finance', icon: 'BankOutlined', description: '说明', start_scope: everyone });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data).toMatchObject({ process_key: 'centre_renamed', name: '改名后的流程', icon: 'BankOutlined', status: 'CHANGED' });
    const [model] = await backend.database.db.select().from(wfModel).where(eq(wfModel.model_key, model_key));
    expect(model!.xml).toMatch(/<bpmn:process id="centre_renamed" name="改名后的流程"/);
    expect(model!.xml).toContain('bpmnElement="centre_renamed"');
    expect(model!.xml).not.toContain('"centre_rename"');

    // Until the next deploy the new key starts the deployed version, which keeps its own key.
    const [v1] = await backend.database.db.select().from(wfDefinition).where(eq(wfDefinition.model_key, model_key));
    expect(v1!.process_key).toBe('centre_rename');
    const [instance] = await backend.database.db.select().from(wfInstance).where(eq(wfInstance.instance_key, running.body.data!.instance_key));
    expect(instance!.process_key).toBe('centre_rename');

    const deployed = await wf.post<{ process_key: string; version: number }>(admin, paths.modelDeploy, { model_key });
    expect(deployed.body.data).toMatchObject({ process_key: 'centre_renamed', version: 2 });
    const later = await wf.start(lina, 'centre_renamed');
    expect(later.body.code).toBe(0);
    const [after] = await backend.database.db.select().from(wfInstance).where(eq(wfInstance.instance_key, later.body.data!.instance_key));
    expect(after).toMatchObject({ process_key: 'centre_renamed', version: 2, process_name: '改名后的流程' });
    const [still] = await backend.database.db.select().from(wfInstance).where(eq(wfInstance.instance_key, running.body.data!.instance_key));
    expect(still).toMatchObject({ process_key: 'centre_rename', version: 1 });
    expect((await settingsOf(model_key)).body.data!.category).toBe('finance');
  });

  it('refuses a key another model has, and a badly formed key, changing nothing', async () => {
    const { model_key } = await wf.deploy(admin, chain('centre_clash', [{ id: 'review', name: '审核', attrs: { assignee: 'usr-leader' } }]));
    const taken = await saveSettings({ model_key, process_key: 'project_initiation', name: '撞名' });
    expect(taken.body.code).toBe(400);
    expect(taken.body.msg).toContain('project_initiation');
    const english = await saveSettings({ model_key, process_key: '9 bad key', name: '坏标识' }, admin, { 'accept-language': 'en-US' });
    expect(english.body.code).toBe(400);
    expect(english.body.msg).toMatch(/[A-Za-z]/);
    const badIcon = await saveSettings({ model_key, process_key: 'centre_clash', name: 'x', icon: 'NotAnIcon' });
    expect(badIcon.body.code).toBe(400);
    const kept = (await settingsOf(model_key)).body.data!;
    expect(kept).toMatchObject({ process_key: 'centre_clash', name: 'centre_clash', icon: null });
    expect((await saveSettings({ model_key, process_key: 'other_key', name: 'x' }, lina)).body.code).toBe(403);
  });

  it('renames a model of the simple designer so that it still opens there', async () => {
    const saved = await saveSettings({ model_key: SIMPLE_DEMO_MODEL_KEY, process_key: 'simple_daily_expense_v2', name: '日常费用（改名）', category: 'finance', icon: 'BankOutlined' });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const [model] = await backend.database.db.select().from(wfModel).where(eq(wfModel.model_key, SIMPLE_DEMO_MODEL_KEY));
    const tree = await readStoredTree(model!.xml);
    expect(tree.state).toBe('tree');
    expect(tree.state === 'tree' ? tree.flow.process : null).toMatchObject({ id: 'simple_daily_expense_v2', name: '日常费用（改名）' });
  });

  it('creates a model from settings alone, with an empty process that deploys', async () => {
    const created = await saveSettings({ process_key: 'centre_new', name: '新流程', category: 'personnel', icon: 'TeamOutlined' });
    expect(created.body.code, created.body.msg).toBe(0);
    expect(created.body.data).toMatchObject({ process_key: 'centre_new', status: 'DRAFT', latest_version: 0, start_scope: everyone });
    const deployed = await wf.post<{ process_key: string }>(admin, paths.modelDeploy, { model_key: created.body.data!.model_key });
    expect(deployed.body.data?.process_key).toBe('centre_new');
  });
});

describe('who may start', () => {
  let restricted: string;
  beforeAll(async () => {
    const { model_key } = await wf.deploy(admin, chain('centre_finance_only', [{ id: 'review', name: '审核', attrs: { assignee: 'usr-leader' } }]));
    restricted = model_key;
    const saved = await saveSettings({ model_key, process_key: 'centre_finance_only', name: '财务专用', start_scope: { departments: ['dep-finance'], roles: [], users: [] } });
    expect(saved.body.code, saved.body.msg).toBe(0);
  });

  it('lists the process only to those in scope', async () => {
    expect((await startable(wangfang)).map((p) => p.process_key)).toContain('centre_finance_only');
    expect((await startable(lina)).map((p) => p.process_key)).not.toContain('centre_finance_only');
    // Administrators are not exempt.
    expect((await startable(admin)).map((p) => p.process_key)).not.toContain('centre_finance_only');
  });

  it('refuses the start form, the approver preview and the start outside the scope, in the caller’s language', async () => {
    const form = await wf.post(lina, paths.formFields, { processDefinitionKey: 'centre_finance_only' });
    expect(form.body.code).toBe(403);
    expect(form.body.msg).toContain('财务专用');
    const preview = await wf.post(lina, paths.approverPreview, { processDefinitionKey: 'centre_finance_only', formData: {} });
    expect(preview.body.code).toBe(403);
    const start = await wf.start(lina, 'centre_finance_only');
    expect(start.body.code).toBe(403);
    const english = await call(backend, 'POST', paths.startProcess, { token: lina.token, json: { model_key: restricted }, headers: { 'accept-language': 'en-US' } });
    expect(english.body.code).toBe(403);
    expect(english.body.msg).toContain('may start');
    expect((await wf.start(wangfang, 'centre_finance_only')).body.code).toBe(0);
    expect((await wf.post(wangfang, paths.formFields, { processDefinitionKey: 'centre_finance_only' })).body.code).toBe(0);
  });

  it('lets in by role and by user, and everyone again when the scope is emptied', async () => {
    const scoped = (start_scope: unknown) => saveSettings({ model_key: restricted, process_key: 'centre_finance_only', name: '财务专用', start_scope });
    await scoped({ departments: [], roles: ['finance'], users: ['usr-sales'] });
    expect((await wf.start(lina, 'centre_finance_only')).body.code).toBe(0);
    expect((await wf.start(zhangwei, 'centre_finance_only')).body.code).toBe(403);
    expect((await scoped({ departments: [], roles: [], users: ['bad key!'] })).body.code).toBe(400);
    await scoped(everyone);
    expect((await wf.start(zhangwei, 'centre_finance_only')).body.code).toBe(0);
  });

  it('seeds the legal review as 总经办’s to start', async () => {
    expect((await startable(lina)).map((p) => p.process_key)).not.toContain('legal_review');
    expect((await startable(zhangwei)).map((p) => p.process_key)).toContain('legal_review');
  });

  it('finds processes by description too, and answers their icons', async () => {
    const found = await startable(lina, '延迟器');
    expect(found.map((p) => p.process_key)).toEqual(['project_start']);
    expect(found[0]!.icon).toBe('RocketOutlined');
  });
});

describe('drafts', () => {
  const save = (who: Session, body: Record<string, unknown>) => wf.post<DraftDetail>(who, paths.draftSave, body);
  const list = async (who: Session) => (await wf.post<DraftRow[]>(who, paths.drafts, {})).body.data!;

  it('shows 李娜 her seeded draft and nobody else', async () => {
    expect((await list(lina)).map((d) => d.draft_key)).toContain(DEMO_DRAFT_KEY);
    expect((await list(wangfang)).map((d) => d.draft_key)).not.toContain(DEMO_DRAFT_KEY);
  });

  it('saves values as typed, updates, reads and deletes only the owner’s', async () => {
    const saved = await save(lina, { model_key: 'wf-model-project-initiation', title: '半成品', formData: { project_name: '', amount: 'not yet a number' } });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const key = saved.body.data!.draft_key;
    expect(saved.body.data).toMatchObject({ process_key: 'project_initiation', state: 'startable', form_data: { amount: 'not yet a number' } });
    expect((await save(lina, { draft_key: key, model_key: 'wf-model-project-initiation', title: '改过', formData: { project_name: '新' } })).body.data!.title).toBe('改过');

    expect((await wf.post(wangfang, paths.draft, { draft_key: key })).body.code).toBe(404);
    expect((await save(wangfang, { draft_key: key, model_key: 'wf-model-project-initiation', formData: {} })).body.code).toBe(404);
    expect((await wf.post(wangfang, paths.draftDelete, { draft_key: key })).body.code).toBe(404);
    expect((await wf.post<DraftDetail>(lina, paths.draft, { draft_key: key })).body.data!.form_data).toEqual({ project_name: '新' });

    const tooLarge = await save(lina, { model_key: 'wf-model-project-initiation', formData: { reason: 'x'.repeat(70 * 1024) } });
    expect(tooLarge.body.code).toBe(400);
    expect((await save(lina, { model_key: 'no-such-model', formData: {} })).body.code).toBe(404);

    expect((await wf.post(lina, paths.draftDelete, { draft_key: key })).body.code).toBe(0);
    expect((await list(lina)).map((d) => d.draft_key)).not.toContain(key);
  });

  it('a start from a draft deletes it in the same transaction; a failed start keeps it', async () => {
    const draft = (await save(lina, { model_key: 'wf-model-project-initiation', title: '从草稿', formData: { project_name: '草稿项目' } })).body.data!;
    const refused = await wf.start(lina, 'project_initiation', { draft_key: draft.draft_key, formData: { project_name: '草稿项目' } });
    expect(refused.body.code).toBe(400);
    expect(await backend.database.db.select().from(wfDraft).where(eq(wfDraft.draft_key, draft.draft_key))).toHaveLength(1);

    // Another user's draft, or a draft of another process, is refused and stays.
    expect((await wf.start(wangfang, 'project_initiation', { draft_key: draft.draft_key, formData: { project_name: 'x', amount: 1 } })).body.code).toBe(404);
    expect((await wf.start(lina, 'payment_approval', { draft_key: draft.draft_key, formData: { amount: 1 } })).body.code).toBe(400);

    const started = await wf.start(lina, 'project_initiation', { draft_key: draft.draft_key, title: '从草稿', formData: { project_name: '草稿项目', amount: 1000 } });
    expect(started.body.code, started.body.msg).toBe(0);
    expect((started.body.data as Answer).status).toBe('RUNNING');
    expect(await backend.database.db.select().from(wfDraft).where(eq(wfDraft.draft_key, draft.draft_key))).toHaveLength(0);
  });

  it('marks a draft of a suspended or out-of-scope model, and its start is refused', async () => {
    const { model_key } = await wf.deploy(admin, chain('centre_draft_later', [{ id: 'review', name: '审核', attrs: { assignee: 'usr-leader' } }]));
    const draft = (await save(lina, { model_key, title: '挂起前', formData: {} })).body.data!;
    await wf.post(admin, paths.modelSuspend, { model_key, suspended: true });
    expect((await list(lina)).find((d) => d.draft_key === draft.draft_key)?.state).toBe('suspended');
    expect((await wf.start(lina, 'centre_draft_later', { draft_key: draft.draft_key })).body.code).toBe(400);
    await wf.post(admin, paths.modelSuspend, { model_key, suspended: false });
    await saveSettings({ model_key, process_key: 'centre_draft_later', name: 'centre_draft_later', start_scope: { departments: [], roles: [], users: ['usr-finance'] } });
    expect((await list(lina)).find((d) => d.draft_key === draft.draft_key)?.state).toBe('unavailable');
    expect((await wf.start(lina, 'centre_draft_later', { draft_key: draft.draft_key })).body.code).toBe(403);
    expect(await backend.database.db.select().from(wfDraft).where(eq(wfDraft.draft_key, draft.draft_key))).toHaveLength(1);
  });
});
