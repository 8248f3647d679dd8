import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfInstance, wfTask, wfTimer } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { wallClock } from '@/lib/backend/modules/workflow/nodes/delay';
import { fireDueTimers } from '@/lib/backend/modules/workflow/jobs/timer-fire';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { InstancePath } from '@/lib/contract/workflow-path';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * The delay (延迟器) in a running instance: the path waits on the due-timer scan's timer, run as of
 * a later moment (the clock is moved, not waited for), and then goes on to the next task.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const later = (ms: number) => new Date(Date.now() + ms);

/** start → 延迟器 (its timer) → 财务处理 → end. */
const delayModel = (id: string, timer: { duration?: string; date?: string }): BuildProcess => ({
  id,
  name: id,
  nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0], form: [{ id: 'due', label: '到期日', type: 'date' }] },
    { id: 'wait', type: 'intermediateCatchEvent', name: '冷静期', at: [1, 0], timer },
    { id: 'handle', type: 'userTask', name: '财务处理', at: [2, 0], attrs: { assignee: 'usr-finance' } },
    { id: 'end', type: 'endEvent', at: [3, 0] },
  ],
  flows: [
    { id: 'f1', from: 'start', to: 'wait' },
    { id: 'f2', from: 'wait', to: 'handle' },
    { id: 'f3', from: 'handle', to: 'end' },
  ],
});

const pendingOf = async (instanceKey: string) =>
  db().select({ node_id: wfTask.node_id, assignee: wfTask.assignee }).from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING')));
const history = async (instanceKey: string) => (await wf.comments(admin, instanceKey)).body.data!;
const timersOf = async (instanceKey: string) => db().select({ kind: wfTimer.kind, status: wfTimer.status, fire_at: wfTimer.fire_at }).from(wfTimer).where(eq(wfTimer.instance_key, instanceKey));

async function start(processKey: string, formData: Record<string, unknown> = {}): Promise<string> {
  const started = await wf.start(lina, processKey, { formData });
  expect(started.body.code, started.body.msg).toBe(0);
  expect(started.body.data!.tasks).toEqual([]);
  return started.body.data!.instance_key;
}

describe('a delay between the start and a user task', () => {
  it('waits for its duration, saying so in the history and the path, then the task appears', async () => {
    await wf.deploy(admin, delayModel('delay_duration', { duration: 'PT2H' }));
    const instanceKey = await start('delay_duration');

    expect(await pendingOf(instanceKey)).toEqual([]);
    const [timer] = await timersOf(instanceKey);
    expect(timer).toMatchObject({ kind: 'DELAY', status: 'WAITING' });
    expect((await history(instanceKey)).at(-1)).toMatchObject({ action: 'DELAY_START', node_id: 'wait', comment: `延迟器开始等待，将于 ${wallClock(timer!.fire_at)} 继续` });
    const steps = (await wf.get<InstancePath>(lina, paths.instancePath(instanceKey))).body.data!.steps;
    expect(steps.map((s) => [s.name, s.state])).toEqual([[expect.any(String), 'start'], ['冷静期', 'current'], ['财务处理', 'ahead'], ['结束', 'end']]);
    expect(steps[1]!.note).toBe(`等待中，将于 ${wallClock(timer!.fire_at)} 继续`);

    await fireDueTimers(db(), later(HOUR), { instanceKey });
    expect(await pendingOf(instanceKey)).toEqual([]);

    await fireDueTimers(db(), later(2 * HOUR + MINUTE), { instanceKey });
    expect(await pendingOf(instanceKey)).toEqual([{ node_id: 'handle', assignee: 'usr-finance' }]);
    expect(await timersOf(instanceKey)).toEqual([expect.objectContaining({ kind: 'DELAY', status: 'DONE' })]);
    expect((await history(instanceKey)).at(-1)).toMatchObject({ action: 'DELAY_END', node_id: 'wait', user_key: 'system', comment: '延迟结束，流程继续' });
    // The delay's lines are its own, not the other timers' TIMER (定时器触发).
    expect((await history(instanceKey)).map((h) => h.action)).not.toContain('TIMER');
    expect((await wf.highlight(admin, instanceKey)).body.data!.finished_flows).toEqual(expect.arrayContaining(['f1', 'f2']));
  });

  it('waits until a date of the request form, and a date already passed does not hold the path', async () => {
    await wf.deploy(admin, delayModel('delay_date', { date: '${due}' }));
    const inThreeDays = new Date(Date.now() + 72 * HOUR).toISOString().slice(0, 10);
    const waiting = await start('delay_date', { due: inThreeDays });
    expect((await timersOf(waiting))[0]!.fire_at.getTime()).toBeGreaterThan(Date.now() + 24 * HOUR);
    await fireDueTimers(db(), later(24 * HOUR), { instanceKey: waiting });
    expect(await pendingOf(waiting)).toEqual([]);
    await fireDueTimers(db(), later(5 * 24 * HOUR), { instanceKey: waiting });
    expect(await pendingOf(waiting)).toEqual([{ node_id: 'handle', assignee: 'usr-finance' }]);

    const started = await wf.start(lina, 'delay_date', { formData: { due: '2020-01-01' } });
    expect(started.body.data!.tasks.map((t) => t.node_id)).toEqual(['handle']);
  });

  it('is set aside when the request is withdrawn while it waits', async () => {
    await wf.deploy(admin, delayModel('delay_withdrawn', { duration: 'P1D' }));
    const instanceKey = await start('delay_withdrawn');
    expect((await wf.cancel(lina, instanceKey)).body.code).toBe(0);
    expect(await fireDueTimers(db(), later(2 * 24 * HOUR), { instanceKey })).toEqual(['SKIPPED']);
    expect((await db().select({ status: wfInstance.status }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey)))[0]!.status).toBe('CANCELED');
    expect(await timersOf(instanceKey)).toEqual([expect.objectContaining({ status: 'CANCELED' })]);
  });
});
