import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import type { ModelSettings } from '@/lib/contract/workflow-centre';
import type { ApproverPreview, InstancePath } from '@/lib/contract/workflow-path';
import { compileSimpleFlow } from '@/lib/workflow/simple-flow/compile';
import { newApprover, newCopy } from '@/lib/workflow/simple-flow/new-nodes';
import { readStoredTree } from '@/lib/workflow/simple-flow/stored-tree';
import type { SimpleFlow } from '@/lib/workflow/simple-flow/schema';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Answer, type Session } from '../support/workflow';

/**
 * An administrator builds a process from nothing, the way 流程模型 offers it: 新建（填写设置） makes
 * the model (an empty process), the form designer its form, and the simple designer must then open
 * it — not refuse it as drawn in the BPMN designer — to add an approver and a copy; saved and
 * deployed, it is startable, and the start form's path preview lists the copy like the approval.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;

const NAMES = { process: '', start: '发起人', end: '流程结束' };
const design: FormDesign = {
  fields: [
    { kind: 'text', id: 'baoxiao_shiyou', label: '报销事由', required: true },
    { kind: 'amount', id: 'jine', label: '金额', required: true },
  ],
};

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const xmlOf = async (modelKey: string) => (await wf.get<{ xml: string }>(admin, paths.modelDetail(modelKey))).body.data!.xml;

describe('a model made with 新建（填写设置）', () => {
  let modelKey: string;
  let flow: SimpleFlow;

  it('opens in the simple designer once its form is built, as an empty tree of its own key and name', async () => {
    const created = await wf.post<ModelSettings>(admin, paths.modelSettingsSave, { process_key: 'chailv_baoxiao', name: '差旅报销', category: 'finance', icon: 'CarOutlined' });
    expect(created.body.code, created.body.msg).toBe(0);
    modelKey = created.body.data!.model_key;
    expect((await wf.post(admin, paths.modelFormSave, { model_key: modelKey, design })).body.code).toBe(0);

    const stored = await readStoredTree(await xmlOf(modelKey), NAMES);
    expect(stored.state).toBe('tree');
    flow = stored.state === 'tree' ? stored.flow : (undefined as never);
    expect(flow.process).toEqual({ id: 'chailv_baoxiao', name: '差旅报销', startName: '发起人', endName: '流程结束' });
    expect(flow.nodes).toEqual([]);
    expect(flow.fields).toEqual([]);
  });

  it('saves and deploys the tree drawn on it, keeping the settings, and reopens as drawn', async () => {
    const drawn: SimpleFlow = {
      ...flow,
      nodes: [newApprover('approver_1', '主管审批'), { ...newCopy('copy_1', '抄送财务'), rule: { kind: 'users', refs: ['usr-finance'], levels: 1, expression: '' } }],
    };
    const saved = await wf.post<{ process_key: string }>(admin, paths.modelSave, { model_key: modelKey, xml: await compileSimpleFlow(drawn) });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const deployed = await wf.post<{ version: number }>(admin, paths.modelDeploy, { model_key: modelKey });
    expect(deployed.body.code, deployed.body.msg).toBe(0);
    const settings = (await wf.post<ModelSettings>(admin, paths.modelSettings, { model_key: modelKey })).body.data!;
    expect(settings).toMatchObject({ process_key: 'chailv_baoxiao', name: '差旅报销', category: 'finance', icon: 'CarOutlined', status: 'DEPLOYED' });
    expect(await readStoredTree(await xmlOf(modelKey), NAMES)).toEqual({ state: 'tree', flow: drawn });
  });

  it('is startable with its designed form, and the path preview lists the copy after the approval', async () => {
    const startable = (await wf.post<{ process_key: string }[]>(lina, paths.findAllProcess, { keyword: '差旅' })).body.data!;
    expect(startable.map((p) => p.process_key)).toContain('chailv_baoxiao');
    const formData = { baoxiao_shiyou: '客户拜访', jine: 860 };
    const preview = await wf.post<ApproverPreview>(lina, paths.approverPreview, { processDefinitionKey: 'chailv_baoxiao', formData });
    expect(preview.body.code, preview.body.msg).toBe(0);
    const steps = preview.body.data!.steps.map((s) => ({ node: s.node_id, kind: s.kind ?? 'step', names: s.approvers.map((a) => a.name) }));
    expect(steps).toEqual([
      { node: 'approver_1', kind: 'step', names: ['张伟'] },
      { node: 'copy_1', kind: 'copy', names: ['王芳'] },
      { node: 'EndEvent_1', kind: 'step', names: [] },
    ]);
    const started = await wf.start(lina, 'chailv_baoxiao', { formData });
    expect(started.body.code, started.body.msg).toBe(0);
    const answer = started.body.data as Answer;
    expect(answer.tasks.map((t) => t.node_id)).toEqual(['approver_1']);

    // Approved, the request's path shows the copy it made as a passed step, with whom it copied.
    expect((await wf.confirm(zhangwei, answer.tasks[0]!.task_key, { comment: '同意' })).body.code).toBe(0);
    const path = (await wf.get<InstancePath>(lina, paths.instancePath(answer.instance_key))).body.data!;
    expect(path.steps.map((s) => [s.node_id, s.state, s.kind ?? 'step', s.approvers.map((a) => a.name).join()])).toEqual([
      ['StartEvent_1', 'start', 'step', '李娜'],
      ['approver_1', 'done', 'step', '张伟'],
      ['copy_1', 'done', 'copy', '王芳'],
      [null, 'end', 'step', ''],
    ]);
  });
});
