import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfInstance, wfTask, wfTimer } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workingCalendarPaths } from '@/lib/contract/working-calendar';
import { WORKING_TIME_PROPERTY } from '@/lib/contract/workflow-values';
import { addDays } from '@/lib/entity/date-presets';
import { businessDay, instantOfWallClock, zonedParts } from '@/lib/entity/time-zone';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * Due dates and timers counted in working time read the working calendar from the database. The
 * calendar around today is made known by overrides (today working, the next seven days off, the
 * eighth working), so the test means the same whatever day it runs.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
const today = businessDay();
const offDays = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n));
const nextWorking = addDays(today, 8);

const mark = (date: string, working: boolean) => call(backend, 'POST', workingCalendarPaths.setDay, { token: admin.token, json: { date, working, name: working ? '测试上班' : '测试休息' } });

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
  for (const day of [today, nextWorking]) expect((await mark(day, true)).body.code).toBe(0);
  for (const day of offDays) expect((await mark(day, false)).body.code).toBe(0);
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;

/** start → 审批 (due P1D, in working time or not) with a 1-working-day boundary reminder → end. */
const model = (id: string, working: boolean): BuildProcess => ({
  id,
  name: id,
  nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'review', type: 'userTask', name: '审批', at: [1, 0], attrs: { assignee: 'usr-finance', dueDate: 'P1D' }, properties: working ? { [WORKING_TIME_PROPERTY]: 'true' } : {} },
    { id: 'late', type: 'boundaryEvent', name: '超时提醒', at: [1, 0], timer: { attachedTo: 'review', duration: 'P1D', interrupting: false }, properties: working ? { [WORKING_TIME_PROPERTY]: 'true' } : {} },
    { id: 'end', type: 'endEvent', at: [2, 0] },
    { id: 'lateEnd', type: 'endEvent', at: [2, 1] },
  ],
  flows: [
    { id: 'f1', from: 'start', to: 'review' },
    { id: 'f2', from: 'review', to: 'end' },
    { id: 'f3', from: 'late', to: 'lateEnd' },
  ],
});

async function startedDue(processKey: string): Promise<{ started: Date; due: Date; boundary: Date }> {
  const res = await wf.start(lina, processKey, { formData: {} });
  expect(res.body.code, res.body.msg).toBe(0);
  const instanceKey = res.body.data!.instance_key;
  const [instance] = await db().select({ start_time: wfInstance.start_time }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
  const [task] = await db().select({ due_date: wfTask.due_date }).from(wfTask).where(eq(wfTask.instance_key, instanceKey));
  const [timer] = await db().select({ fire_at: wfTimer.fire_at }).from(wfTimer).where(and(eq(wfTimer.instance_key, instanceKey), eq(wfTimer.kind, 'BOUNDARY')));
  return { started: instance!.start_time, due: task!.due_date!, boundary: timer!.fire_at };
}

describe('a due date counted in working days', () => {
  it('skips the days the calendar marks off and keeps the clock time', async () => {
    await wf.deploy(admin, model('due_working_days', true));
    const { started, due, boundary } = await startedDue('due_working_days');
    const start = zonedParts(started);
    expect(start.date).toBe(today);
    // One working day after today is the day after the seven days off, at the same clock time
    // (the start time is stamped by the database a moment before the engine counts).
    const expected = instantOfWallClock(`${nextWorking} ${start.time}`)!.getTime();
    expect(Math.abs(due.getTime() - expected)).toBeLessThan(5000);
    expect(Math.abs(boundary.getTime() - expected)).toBeLessThan(5000);
  });

  it('counts calendar time without the setting', async () => {
    await wf.deploy(admin, model('due_calendar_days', false));
    const { started, due, boundary } = await startedDue('due_calendar_days');
    expect(due.getTime() - started.getTime()).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(zonedParts(due).date).toBe(offDays[0]);
    expect(zonedParts(boundary).date).toBe(offDays[0]);
  });

  it('follows a change of the calendar for requests started after it', async () => {
    // The third day off becomes a working day: the limit moves forward to it.
    expect((await mark(offDays[2]!, true)).body.code).toBe(0);
    const { due } = await startedDue('due_working_days');
    expect(zonedParts(due).date).toBe(offDays[2]);
  });
});

describe('the demo leave form counts working days on the calendar', () => {
  const leave = { start: '2026-09-30', end: '2026-10-09' };
  const startLeave = async () => {
    const res = await wf.start(lina, 'leave_request', { formData: { leaveType: 'annual', reason: '国庆前后请假', leave: { ...leave, days: 8 } } });
    expect(res.body.code, res.body.msg).toBe(0);
    const [instance] = await db().select({ form_data: wfInstance.form_data }).from(wfInstance).where(eq(wfInstance.instance_key, res.body.data!.instance_key));
    return instance!.form_data as { leave: { days: number } };
  };

  it('keeps the working days of the range, National Day left out, whatever the browser sent', async () => {
    // Eight weekdays, of which 10-01, 10-02, 10-05, 10-06 and 10-07 are National Day: three working days.
    expect((await startLeave()).leave).toEqual({ ...leave, days: 3 });
  });

  it("counts an administrator's day off too", async () => {
    expect((await mark('2026-10-09', false)).body.code).toBe(0);
    expect((await startLeave()).leave.days).toBe(2);
    await call(backend, 'POST', workingCalendarPaths.clearDay, { token: admin.token, json: { date: '2026-10-09' } });
  });
});
