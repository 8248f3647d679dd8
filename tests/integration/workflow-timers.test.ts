// @database postgres: timers and people racing on one task.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor, wfInstance, wfTask, wfTimer } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { fireDueTimers } from '@/lib/backend/modules/workflow/jobs/timer-fire';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { InstancePath } from '@/lib/contract/workflow-path';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowPaths } from '@/lib/contract/workflow';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * Timers of user tasks, run by the due-timer scan as of a given moment (the clock is moved, not
 * waited for): reminders, automatic decisions, timer boundary events, and the races between a
 * timer and a person acting on the same task.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const later = (ms: number) => new Date(Date.now() + ms);

async function start(processKey: string): Promise<{ instanceKey: string; taskKey: string }> {
  const started = await wf.start(lina, processKey);
  expect(started.body.code, started.body.msg).toBe(0);
  return { instanceKey: started.body.data!.instance_key, taskKey: started.body.data!.tasks[0]!.task_key };
}

const history = async (instanceKey: string) => (await wf.comments(admin, instanceKey)).body.data!;
const actions = async (instanceKey: string) => (await history(instanceKey)).map((c) => c.action);
const taskOf = async (taskKey: string) => (await db().select().from(wfTask).where(eq(wfTask.task_key, taskKey)))[0]!;
const pendingOf = async (instanceKey: string) =>
  db().select({ node_id: wfTask.node_id, assignee: wfTask.assignee }).from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING')));
const statusOf = async (instanceKey: string) => (await db().select({ status: wfInstance.status }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey)))[0]!.status;

async function messageTitles(userKey: string, prefix: string): Promise<string[]> {
  const rows = await db()
    .select({ title: bizMessage.title })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(eq(bizMessageAcceptor.ref_key, userKey));
  return rows.map((r) => r.title ?? '').filter((t) => t.startsWith(prefix));
}

const timeoutTask = (id: string, properties: Record<string, string>, dueDate = 'PT1H') =>
  ({ id, name: `期限任务${id}`, attrs: { assignee: 'usr-finance', dueDate }, properties });

describe('demo data', () => {
  it('has a contract approval already past its due date: reminded at once, signed by the system half a day later', async () => {
    // First in this file: the scans of the later tests move the clock past its deadlines too.
    const [demo] = await db().select().from(wfInstance).where(eq(wfInstance.title, '合同审批：华东区年度IT运维服务合同'));
    expect(demo).toMatchObject({ status: 'RUNNING', initiator: 'usr-sales', process_key: 'contract_approval' });
    const tasks = await db().select().from(wfTask).where(and(eq(wfTask.instance_key, demo!.instance_key), eq(wfTask.status, 'PENDING')));
    expect(tasks).toHaveLength(2);
    for (const task of tasks) expect(task.due_date!.getTime()).toBeLessThan(Date.now());

    await fireDueTimers(db(), new Date(), { instanceKey: demo!.instance_key });
    expect((await actions(demo!.instance_key)).filter((a) => a === 'REMIND')).toHaveLength(2);
    await fireDueTimers(db(), later(13 * HOUR), { instanceKey: demo!.instance_key });
    expect(await statusOf(demo!.instance_key)).toBe('APPROVED');
  });
});

describe('a user task’s timeout', () => {
  it('reminds at the due date, then every interval, as many times as set, by the system', async () => {
    await wf.deploy(admin, chain('timeout_remind', [timeoutTask('a', { timeoutAction: 'remind', timeoutRemindEvery: 'PT30M', timeoutRemindTimes: '3' })]));
    const { instanceKey, taskKey } = await start('timeout_remind');
    const reminders = async () => (await messageTitles('usr-finance', '催办：期限任务a')).length;
    const before = await reminders();

    await fireDueTimers(db(), later(59 * MINUTE));
    expect(await actions(instanceKey)).not.toContain('REMIND');
    await fireDueTimers(db(), later(61 * MINUTE));
    await fireDueTimers(db(), later(61 * MINUTE));
    expect((await actions(instanceKey)).filter((a) => a === 'REMIND')).toHaveLength(1);
    expect(await reminders()).toBe(before + 1);
    expect((await history(instanceKey)).at(-1)).toMatchObject({ action: 'REMIND', user_key: 'system', comment: '已超过办理期限，已提醒处理人' });

    await fireDueTimers(db(), later(91 * MINUTE));
    await fireDueTimers(db(), later(10 * HOUR));
    await fireDueTimers(db(), later(20 * HOUR));
    expect((await actions(instanceKey)).filter((a) => a === 'REMIND')).toHaveLength(3);
    expect(await reminders()).toBe(before + 3);
    expect((await taskOf(taskKey)).status).toBe('PENDING');
    const [timer] = await db().select().from(wfTimer).where(eq(wfTimer.task_key, taskKey));
    expect(timer).toMatchObject({ status: 'DONE', fired: 3 });
  });

  it('reminds first, then approves on the approver’s behalf, and the process goes on', async () => {
    await wf.deploy(admin, chain('timeout_approve', [
      timeoutTask('a', { timeoutAction: 'approve', timeoutRemindEvery: 'PT1H', timeoutRemindTimes: '1' }),
      { id: 'b', name: '复核', attrs: { assignee: 'usr-leader' } },
    ]));
    const { instanceKey, taskKey } = await start('timeout_approve');

    await fireDueTimers(db(), later(61 * MINUTE));
    expect((await taskOf(taskKey)).status).toBe('PENDING');
    expect(await actions(instanceKey)).toEqual(['START', 'REMIND']);

    await fireDueTimers(db(), later(121 * MINUTE));
    expect(await taskOf(taskKey)).toMatchObject({ status: 'APPROVED', handled_by: 'system', comment: '超过办理期限，系统自动通过' });
    expect(await actions(instanceKey)).toEqual(['START', 'REMIND', 'TIMEOUT_APPROVE']);
    expect(await pendingOf(instanceKey)).toEqual([{ node_id: 'b', assignee: 'usr-leader' }]);
    expect((await history(instanceKey)).at(-1)).toMatchObject({ user_key: 'system', node_id: 'a' });
    // The request's path names the system as the approver, not its key.
    const steps = (await wf.get<InstancePath>(lina, paths.instancePath(instanceKey))).body.data!.steps;
    expect(steps.find((s) => s.node_id === 'a')!.approvers).toEqual([expect.objectContaining({ key: 'system', name: '系统', status: 'APPROVED' })]);
  });

  it('approves for the whole task when it is due: a signer added before the holder and a delegate are done with it', async () => {
    await wf.deploy(admin, chain('timeout_signed', [timeoutTask('a', { timeoutAction: 'approve' }), { id: 'b', name: '复核', attrs: { assignee: 'usr-leader' } }]));
    const signed = await start('timeout_signed');
    expect((await wf.post(wangfang, workflowPaths.addSign, { taskId: signed.taskKey, users: ['usr-admin'], position: 'BEFORE', comment: '请先核对' })).body.code).toBe(0);
    const delegated = await start('timeout_signed');
    expect((await wf.post(wangfang, workflowPaths.delegate, { taskId: delegated.taskKey, delegateTo: 'usr-admin', comment: '请核对' })).body.code).toBe(0);

    await fireDueTimers(db(), later(61 * MINUTE));
    for (const { instanceKey, taskKey } of [signed, delegated]) {
      expect((await taskOf(taskKey)).status).toBe('APPROVED');
      expect(await pendingOf(instanceKey)).toEqual([{ node_id: 'b', assignee: 'usr-leader' }]);
    }
    expect((await wf.pending(admin)).body.data!.records.filter((t) => t.instance_key === signed.instanceKey || t.instance_key === delegated.instanceKey)).toEqual([]);
  });

  it('rejects at the due date: the process ends rejected and the applicant is told', async () => {
    await wf.deploy(admin, chain('timeout_reject', [timeoutTask('a', { timeoutAction: 'reject' }, 'P1D')]));
    const { instanceKey, taskKey } = await start('timeout_reject');
    const told = (await messageTitles(lina.userKey, '审批驳回')).length;

    await fireDueTimers(db(), later(23 * HOUR));
    expect((await taskOf(taskKey)).status).toBe('PENDING');
    await fireDueTimers(db(), later(25 * HOUR));
    expect((await taskOf(taskKey)).status).toBe('REJECTED');
    expect(await statusOf(instanceKey)).toBe('REJECTED');
    expect(await actions(instanceKey)).toEqual(['START', 'TIMEOUT_REJECT']);
    expect(await messageTitles(lina.userKey, '审批驳回')).toHaveLength(told + 1);
  });

  it('does nothing once the approver has acted: the timer is set aside', async () => {
    await wf.deploy(admin, chain('timeout_handled', [timeoutTask('a', { timeoutAction: 'approve' })]));
    const { instanceKey, taskKey } = await start('timeout_handled');
    expect((await wf.reject(wangfang, taskKey)).body.code).toBe(0);

    await fireDueTimers(db(), later(2 * HOUR));
    expect(await actions(instanceKey)).toEqual(['START', 'REJECT']);
    expect(await statusOf(instanceKey)).toBe('REJECTED');
    const [timer] = await db().select().from(wfTimer).where(eq(wfTimer.task_key, taskKey));
    expect(timer!.status).toBe('CANCELED');
  });

  it('is left out of the general sweep of overdue tasks: its own timer reminds', async () => {
    await wf.deploy(admin, chain('timeout_swept', [timeoutTask('a', { timeoutAction: 'remind' }, '${deadline}')]));
    await wf.deploy(admin, chain('plain_swept', [{ id: 'a', name: '普通逾期', attrs: { assignee: 'usr-finance', dueDate: '${deadline}' } }]));
    const past = { variables: { deadline: '2020-01-01T00:00:00Z' } };
    expect((await wf.start(zhangwei, 'timeout_swept', past)).body.code).toBe(0);
    expect((await wf.start(zhangwei, 'plain_swept', past)).body.code).toBe(0);
    const swept = await wf.post<{ reminded: number }>(zhangwei, '/api/bpm/biz/bpm/task/instance/approvalReminders', {});
    expect(swept.body.data!.reminded).toBe(1);
  });

  it('refuses to deploy a timeout that could not run', async () => {
    await expect(wf.deploy(admin, chain('timeout_bad_action', [timeoutTask('a', { timeoutAction: 'escalate' })]))).rejects.toThrow('用户任务 期限任务a (a) 的超时设置 timeoutAction 无效');
    await expect(wf.deploy(admin, chain('timeout_no_every', [timeoutTask('a', { timeoutAction: 'remind', timeoutRemindTimes: '2' })]))).rejects.toThrow('timeoutRemindEvery 无效');
    await expect(wf.deploy(admin, chain('timeout_no_due', [{ id: 'a', name: '无期限', attrs: { assignee: 'usr-finance' }, properties: { timeoutAction: 'approve' } }])))
      .rejects.toThrow('用户任务 无期限 (a) 设置了超时处理，但没有到期时间');
  });
});

const NS = 'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"';

/** start → 审批 (with a timer boundary) → end; the boundary leads to 升级处理 → its own end. */
function boundaryModel(id: string, timer: string, options: { interrupting?: boolean; host?: 'userTask' | 'task'; definition?: string } = {}): string {
  const host = options.host ?? 'userTask';
  const cancel = options.interrupting === false ? ' cancelActivity="false"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="d_${id}" targetNamespace="t">
  <process id="${id}" name="${id}" isExecutable="true">
    <startEvent id="start" />
    <${host} id="approve" name="审批" flowable:assignee="usr-finance" />
    <boundaryEvent id="late" name="超时升级" attachedToRef="approve"${cancel}>${options.definition ?? `<timerEventDefinition>${timer}</timerEventDefinition>`}</boundaryEvent>
    <userTask id="escalate" name="升级处理" flowable:assignee="usr-leader" />
    <endEvent id="end" />
    <endEvent id="end_escalated" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
    <sequenceFlow id="f3" sourceRef="late" targetRef="escalate" />
    <sequenceFlow id="f4" sourceRef="escalate" targetRef="end_escalated" />
  </process>
</definitions>`;
}

describe('a timer boundary event on a user task', () => {
  it('interrupting: withdraws the task when it fires, and the process leaves by the event', async () => {
    await wf.deploy(admin, boundaryModel('boundary_interrupting', '<timeDuration>PT2H</timeDuration>'));
    const { instanceKey, taskKey } = await start('boundary_interrupting');

    await fireDueTimers(db(), later(HOUR));
    expect((await taskOf(taskKey)).status).toBe('PENDING');
    await fireDueTimers(db(), later(2 * HOUR + MINUTE));
    expect((await taskOf(taskKey)).status).toBe('CANCELED');
    expect(await pendingOf(instanceKey)).toEqual([{ node_id: 'escalate', assignee: 'usr-leader' }]);
    expect((await history(instanceKey)).at(-1)).toMatchObject({ action: 'TIMER', node_id: 'late', user_key: 'system' });
    expect((await wf.highlight(admin, instanceKey)).body.data!.finished_flows).toContain('f3');

    const escalated = (await wf.pending(zhangwei, { processInstanceId: instanceKey })).body.data!.records.find((t) => t.instance_key === instanceKey)!;
    expect((await wf.confirm(zhangwei, escalated.task_key)).body.code).toBe(0);
    expect(await statusOf(instanceKey)).toBe('APPROVED');
  });

  it('interrupting, by a date from a variable: does not fire once the task was approved in time', async () => {
    await wf.deploy(admin, boundaryModel('boundary_date', '<timeDate>${deadline}</timeDate>'));
    const started = await wf.start(lina, 'boundary_date', { variables: { deadline: later(3 * HOUR).toISOString() } });
    const instanceKey = started.body.data!.instance_key;
    expect((await wf.confirm(wangfang, started.body.data!.tasks[0]!.task_key)).body.code).toBe(0);
    await fireDueTimers(db(), later(4 * HOUR));
    expect(await statusOf(instanceKey)).toBe('APPROVED');
    expect(await actions(instanceKey)).not.toContain('TIMER');
  });

  it('non-interrupting: the task stays open and a second path starts; both must finish', async () => {
    await wf.deploy(admin, boundaryModel('boundary_fork', '<timeDuration>PT1H</timeDuration>', { interrupting: false }));
    const { instanceKey, taskKey } = await start('boundary_fork');

    await fireDueTimers(db(), later(HOUR + MINUTE));
    await fireDueTimers(db(), later(5 * HOUR));
    expect((await taskOf(taskKey)).status).toBe('PENDING');
    expect((await pendingOf(instanceKey)).map((t) => t.node_id).sort()).toEqual(['approve', 'escalate']);
    expect((await actions(instanceKey)).filter((a) => a === 'TIMER')).toHaveLength(1);

    expect((await wf.confirm(wangfang, taskKey)).body.code).toBe(0);
    expect(await statusOf(instanceKey)).toBe('RUNNING');
    const escalated = (await wf.pending(zhangwei, {})).body.data!.records.find((t) => t.instance_key === instanceKey)!;
    expect((await wf.confirm(zhangwei, escalated.task_key)).body.code).toBe(0);
    expect(await statusOf(instanceKey)).toBe('APPROVED');
  });

  it('refuses other boundary events as before, naming the element', async () => {
    await expect(wf.deploy(admin, boundaryModel('boundary_message', '', { definition: '<messageEventDefinition />' }))).rejects.toThrow('流程引擎不支持元素 超时升级 (late) 使用的 boundaryEvent，无法部署');
    await expect(wf.deploy(admin, boundaryModel('boundary_cycle', '<timeCycle>R3/PT1H</timeCycle>'))).rejects.toThrow('使用的 boundaryEvent');
    await expect(wf.deploy(admin, boundaryModel('boundary_on_task', '<timeDuration>PT1H</timeDuration>', { host: 'task' }))).rejects.toThrow('使用的 boundaryEvent');
  });
});

describe('a timer and a person on the same task at once', () => {
  it('exactly one of them wins, and nothing is applied twice', async () => {
    await wf.deploy(admin, chain('timeout_race', [
      timeoutTask('a', { timeoutAction: 'approve' }),
      { id: 'b', name: '复核', attrs: { assignee: 'usr-leader' } },
    ]));
    for (let round = 0; round < 4; round += 1) {
      const { instanceKey, taskKey } = await start('timeout_race');
      // The person's call and two scans (two processes) race; each locks the instance first.
      const [person] = await Promise.all([
        round % 2 === 0 ? wf.confirm(wangfang, taskKey) : wf.reject(wangfang, taskKey),
        fireDueTimers(db(), later(2 * HOUR)),
        fireDueTimers(db(), later(2 * HOUR)),
      ]);
      const done = await actions(instanceKey);
      const decisions = done.filter((a) => ['APPROVE', 'REJECT', 'TIMEOUT_APPROVE'].includes(a));
      expect(decisions, done.join()).toHaveLength(1);
      const task = await taskOf(taskKey);
      if (decisions[0] === 'TIMEOUT_APPROVE') {
        expect(person.body.code).not.toBe(0);
        expect(task).toMatchObject({ status: 'APPROVED', handled_by: 'system' });
      } else {
        expect(person.body.code).toBe(0);
        expect(task.handled_by).toBe('usr-finance');
      }
      const pending = await pendingOf(instanceKey);
      expect(pending).toHaveLength(decisions[0] === 'REJECT' ? 0 : 1);
      const timers = await db().select({ status: wfTimer.status }).from(wfTimer).where(eq(wfTimer.task_key, taskKey));
      expect(timers.map((t) => t.status)).not.toContain('WAITING');
    }
  });

  it('two scans at once fire each due timer once', async () => {
    const starts = await Promise.all([0, 1, 2].map(() => start('timeout_race')));
    const outcomes = (await Promise.all([fireDueTimers(db(), later(2 * HOUR)), fireDueTimers(db(), later(2 * HOUR))])).flat();
    expect(outcomes.filter((o) => o === 'FAILED')).toEqual([]);
    for (const { instanceKey } of starts) {
      expect((await actions(instanceKey)).filter((a) => a === 'TIMEOUT_APPROVE')).toHaveLength(1);
      expect(await pendingOf(instanceKey)).toEqual([{ node_id: 'b', assignee: 'usr-leader' }]);
    }
  });
});
