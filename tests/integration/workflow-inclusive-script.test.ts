import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfInstance } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { EXPENSE_REIMBURSEMENT } from '@/lib/backend/modules/workflow/model/demo-models';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * Inclusive gateways and script tasks through the engine's calls, on the demo 费用报销 process: the
 * script sets the approval level, the fork starts the reviews the claim needs, the join waits for
 * exactly those.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session; // her department leader: 张伟
let zhangwei: Session;
let wangfang: Session; // finance

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const variablesOf = async (instanceKey: string) => {
  const [row] = await backend.database.db.select({ variables: wfInstance.variables }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
  return row!.variables;
};

const names = (tasks: { task_name: string }[]) => tasks.map((t) => t.task_name).sort();

describe('费用报销: script task and inclusive gateway', () => {
  it('a large travel claim gets both reviews in parallel, and finance pays only after both', async () => {
    const started = await wf.start(lina, EXPENSE_REIMBURSEMENT.id, { formData: { reason: '上海出差', amount: 80000, travel: 'true' } });
    expect(started.body.code, started.body.msg).toBe(0);
    const instanceKey = started.body.data!.instance_key;
    expect(await variablesOf(instanceKey)).toMatchObject({ level: 'high', travel: true });
    const afterLeader = await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key);
    expect(names(afterLeader.body.data!.tasks)).toEqual(['差旅标准核对', '总经理审批']);

    const travel = afterLeader.body.data!.tasks.find((t) => t.task_name === '差旅标准核对')!;
    const manager = afterLeader.body.data!.tasks.find((t) => t.task_name === '总经理审批')!;
    const half = await wf.confirm(wangfang, travel.task_key);
    expect(names(half.body.data!.tasks)).toEqual(['总经理审批']);
    const lights = await wf.highlight(lina, instanceKey);
    expect(lights.body.data!.finished_flows).toEqual(expect.arrayContaining(['flow_travel', 'flow_high', 'flow_travel_done']));
    expect(lights.body.data!.finished_flows).not.toContain('flow_plain');

    const joined = await wf.confirm(admin, manager.task_key);
    expect(names(joined.body.data!.tasks)).toEqual(['财务付款']);
    const done = await wf.confirm(wangfang, joined.body.data!.tasks[0]!.task_key);
    expect(done.body.data!.status).toBe('APPROVED');
  });

  it('a small claim without travel takes the default flow straight to finance', async () => {
    const started = await wf.start(lina, EXPENSE_REIMBURSEMENT.id, { formData: { reason: '办公用品', amount: 800 } });
    expect(await variablesOf(started.body.data!.instance_key)).toMatchObject({ level: 'normal', travel: false });
    const afterLeader = await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key);
    expect(names(afterLeader.body.data!.tasks)).toEqual(['财务付款']);
    const lights = await wf.highlight(lina, started.body.data!.instance_key);
    expect(lights.body.data!.finished_flows).toContain('flow_plain');
  });

  it('a large claim without travel waits for the general manager alone', async () => {
    const started = await wf.start(lina, EXPENSE_REIMBURSEMENT.id, { formData: { reason: '设备采购', amount: 60000 } });
    const afterLeader = await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key);
    expect(names(afterLeader.body.data!.tasks)).toEqual(['总经理审批']);
    const joined = await wf.confirm(admin, afterLeader.body.data!.tasks[0]!.task_key);
    expect(names(joined.body.data!.tasks)).toEqual(['财务付款']);
  });
});

describe('deploying script tasks', () => {
  const withScript = (id: string, format: string, body: string) =>
    buildBpmn({
      id, name: '脚本', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'calc', type: 'scriptTask', name: '计算', at: [1, 0], script: { body, format } },
        { id: 'end', type: 'endEvent', at: [2, 0] },
      ],
      flows: [{ id: 'f0', from: 'start', to: 'calc' }, { id: 'f1', from: 'calc', to: 'end' }],
    });

  const deploy = async (xml: string) => {
    const saved = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml });
    expect(saved.body.code, saved.body.msg).toBe(0);
    return wf.post(admin, paths.modelDeploy, { model_key: saved.body.data!.model_key });
  };

  it('refuses another script language and a script that is not assignments, in the user’s language', async () => {
    const groovy = await deploy(withScript('script_groovy', 'groovy', 'x = 1'));
    expect(groovy.body.code).not.toBe(0);
    expect(groovy.body.msg).toBe('流程引擎不支持元素 计算 (calc) 使用的 scriptTask (groovy)，无法部署');
    const notAssignment = await deploy(withScript('script_bad', 'jexl', 'amount * 2'));
    expect(notAssignment.body.msg).toContain('脚本任务 计算 (calc) 的脚本有误');
  });

  it('runs a deployed script to the end, and a script reading a missing variable refuses the start', async () => {
    await wf.deploy(admin, buildBpmn({
      id: 'script_run', name: '脚本运行', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'calc', type: 'scriptTask', name: '计算含税', at: [1, 0], script: { body: 'total = amount * 2' } },
        { id: 'end', type: 'endEvent', at: [2, 0] },
      ],
      flows: [{ id: 'f0', from: 'start', to: 'calc' }, { id: 'f1', from: 'calc', to: 'end' }],
    }));
    const ran = await wf.start(lina, 'script_run', { variables: { amount: 21 } });
    expect(ran.body.data!.status).toBe('APPROVED');
    expect(await variablesOf(ran.body.data!.instance_key)).toMatchObject({ total: 42 });
    const missing = await wf.start(lina, 'script_run', { variables: {} });
    expect(missing.body.code).not.toBe(0);
    expect(missing.body.msg).toBe('脚本任务 计算含税 使用了流程中没有的变量 amount，无法继续');
  });
});
