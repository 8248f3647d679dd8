import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfComment, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { printPaths } from '@/lib/contract/workflow-print';
import { call, createTestBackend, loginAs } from '../support/backend';
import { pdfText } from '../support/pdf-text';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * 审批人去重, a model setting: someone who already approved a request approves a later step by the
 * rule (consecutive steps, or anywhere in the round), written into the path as the system's line
 * naming the rule; a returned and resubmitted request is approved afresh.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
const db = () => backend.database.db;

/** a, b and d by zhangwei, c by wangfang (who may return it to the applicant); by rule or by name. */
function steps(id: string, setting: string | null, byName = false) {
  const by = (who: Session): { attrs: Record<string, string>; properties: Record<string, string> } =>
    byName ? { attrs: { assignee: who.userKey }, properties: {} } : { attrs: {}, properties: { approverKind: 'users', approverValue: who.userKey } };
  const c = by(wangfang);
  return chain(id, [
    { id: 'a', name: '初审', ...by(zhangwei) },
    { id: 'b', name: '复审', ...by(zhangwei) },
    { id: 'c', name: '财务审核', ...c, properties: { ...c.properties, allowReturn: 'initiator' } },
    { id: 'd', name: '终审', ...by(zhangwei) },
  ], setting ? { repeatApprover: setting } : undefined);
}

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
  await wf.deploy(admin, steps('repeat_off', null));
  await wf.deploy(admin, steps('repeat_consecutive', 'consecutive'));
  await wf.deploy(admin, steps('repeat_anywhere', 'anywhere'));
  await wf.deploy(admin, steps('repeat_named', 'anywhere', true));
});
afterAll(async () => {
  await backend?.database.close();
});

const pending = (instanceKey: string) => db().select({ node: wfTask.node_id, assignee: wfTask.assignee }).from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING')));
const waitingTask = async (instanceKey: string) => (await db().select({ key: wfTask.task_key }).from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING'))))[0]!.key;
const history = (instanceKey: string) => db().select({ action: wfComment.action, node: wfComment.node_id, user: wfComment.user_key, comment: wfComment.comment }).from(wfComment).where(eq(wfComment.instance_key, instanceKey)).orderBy(wfComment.seq);

/** Starts the process as lina and has whoever holds each step approve it until none is left or `until` is reached. */
async function approveThrough(processKey: string, until?: string): Promise<string> {
  const started = await wf.start(lina, processKey);
  expect(started.body.code, started.body.msg).toBe(0);
  const instanceKey = started.body.data!.instance_key;
  for (;;) {
    const [task] = await db().select({ key: wfTask.task_key, node: wfTask.node_id, assignee: wfTask.assignee }).from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING')));
    if (!task || task.node === until) return instanceKey;
    const who = [zhangwei, wangfang, lina].find((s) => s.userKey === task.assignee)!;
    const answer = await wf.confirm(who, task.key, { comment: '同意' });
    expect(answer.body.code, answer.body.msg).toBe(0);
  }
}

const decisions = async (instanceKey: string) => (await history(instanceKey)).filter((h) => h.action !== 'START' && h.action !== 'END').map((h) => `${h.node}:${h.action}:${h.user === zhangwei.userKey ? '张伟' : h.user === wangfang.userKey ? '王芳' : h.user ?? '系统'}`);

describe('审批人去重', () => {
  it('off (the default): each step is asked of its approver', async () => {
    const key = await approveThrough('repeat_off');
    expect(await decisions(key)).toEqual(['a:APPROVE:张伟', 'b:APPROVE:张伟', 'c:APPROVE:王芳', 'd:APPROVE:张伟']);
  });

  it('consecutive: the step right after one the approver decided is approved by the rule, a later one is asked again', async () => {
    const key = await approveThrough('repeat_consecutive');
    expect(await decisions(key)).toEqual(['a:APPROVE:张伟', 'b:AUTO_APPROVE:系统', 'c:APPROVE:王芳', 'd:APPROVE:张伟']);
    const line = (await history(key)).find((h) => h.action === 'AUTO_APPROVE')!;
    expect(line.comment).toBe('按“审批人去重”规则，审批人已在本轮审批过，任务“复审”自动通过');
  });

  it('anywhere: every later step of an approver is approved by the rule, whether the step names them by rule or by name', async () => {
    expect(await decisions(await approveThrough('repeat_anywhere'))).toEqual(['a:APPROVE:张伟', 'b:AUTO_APPROVE:系统', 'c:APPROVE:王芳', 'd:AUTO_APPROVE:系统']);
    expect(await decisions(await approveThrough('repeat_named'))).toEqual(['a:APPROVE:张伟', 'b:AUTO_APPROVE:系统', 'c:APPROVE:王芳', 'd:AUTO_APPROVE:系统']);
  });

  it('a request returned and resubmitted is approved afresh', async () => {
    const key = await approveThrough('repeat_anywhere', 'c');
    expect((await wf.reject(wangfang, await waitingTask(key), { rejectTo: 'initiator', comment: '请补充发票' })).body.code).toBe(0);
    expect((await wf.confirm(lina, await waitingTask(key), { comment: '已补充' })).body.code).toBe(0);
    expect(await pending(key)).toEqual([{ node: 'a', assignee: zhangwei.userKey }]);
  });

  it('a large payment: the finance manager who just approved the finance step is not asked again in the countersign', async () => {
    const started = await wf.start(lina, 'payment_approval', { formData: { payee: '深圳云启科技有限公司', amount: 900000, purpose: '设备采购款' } });
    expect(started.body.code, started.body.msg).toBe(0);
    const key = started.body.data!.instance_key;
    expect((await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key)).body.code).toBe(0);
    expect((await wf.confirm(wangfang, await waitingTask(key))).body.code).toBe(0);
    expect(await pending(key)).toEqual([{ node: 'countersign', assignee: zhangwei.userKey }]);
    expect((await history(key)).at(-1)).toMatchObject({ action: 'AUTO_APPROVE', node: 'countersign', user: null, comment: '按“审批人去重”规则，已在本轮审批过的审批人不再重复审批' });
    // The printed path names the system as the one who decided, and the rule.
    const printed = await call(backend, 'POST', printPaths.print, { token: lina.token, json: { id: key } });
    expect(printed.status).toBe(200);
    expect(pdfText(new Uint8Array(await printed.response.arrayBuffer()))).toMatch(/大额付款会签\s*系统\s*自动通过[\s\S]*审批人去重/);
  });

  it('a setting the engine does not know is refused at deploy, naming it', async () => {
    const saved = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml: buildBpmn(steps('repeat_bad', 'sometimes')) });
    const deployed = await wf.post(admin, paths.modelDeploy, { model_key: saved.body.data!.model_key });
    expect(deployed.body).toMatchObject({ code: 400, msg: '流程的“审批人去重”取值 sometimes 无效' });
  });
});
