import { describe, expect, it } from 'vitest';
import { isIsoDuration, nextTimeoutStep, parseTaskTimeout, timeoutProperties, type TaskTimeout } from '@/lib/workflow/task-timeout';

/** A user task's timeout setting, as custom properties: read, checked, written back, and stepped through. */

const read = (props: Record<string, string>) => parseTaskTimeout((name) => props[name] ?? null);

describe('task timeout', () => {
  it('is absent without an action', () => {
    expect(read({})).toEqual({ timeout: null, problem: null });
    expect(read({ timeoutRemindEvery: 'PT1H' })).toEqual({ timeout: null, problem: null });
  });

  it('reads each action with its defaults: one reminder for remind, none before a decision', () => {
    expect(read({ timeoutAction: 'remind' }).timeout).toEqual({ action: 'remind', remindEvery: null, remindTimes: 1 });
    expect(read({ timeoutAction: 'approve' }).timeout).toEqual({ action: 'approve', remindEvery: null, remindTimes: 0 });
    expect(read({ timeoutAction: 'reject', timeoutRemindEvery: 'P1D', timeoutRemindTimes: '2' }).timeout).toEqual({ action: 'reject', remindEvery: 'P1D', remindTimes: 2 });
  });

  it('names the property that is wrong', () => {
    expect(read({ timeoutAction: 'escalate' }).problem).toBe('action');
    expect(read({ timeoutAction: 'remind', timeoutRemindEvery: '1 hour' }).problem).toBe('remindEvery');
    expect(read({ timeoutAction: 'remind', timeoutRemindTimes: '3' }).problem).toBe('remindEvery');
    expect(read({ timeoutAction: 'approve', timeoutRemindTimes: '1' }).problem).toBe('remindEvery');
    expect(read({ timeoutAction: 'remind', timeoutRemindEvery: 'PT1H', timeoutRemindTimes: '0' }).problem).toBe('remindTimes');
    expect(read({ timeoutAction: 'remind', timeoutRemindEvery: 'PT1H', timeoutRemindTimes: '21' }).problem).toBe('remindTimes');
    expect(read({ timeoutAction: 'remind', timeoutRemindEvery: 'PT1H', timeoutRemindTimes: '1.5' }).problem).toBe('remindTimes');
  });

  it('knows an ISO 8601 duration', () => {
    for (const ok of ['PT30M', 'P1D', 'P2W', 'P1DT12H', 'pt1h']) expect(isIsoDuration(ok), ok).toBe(true);
    for (const bad of ['P', 'PT', 'P1DT', '1D', 'PT1.5H', '']) expect(isIsoDuration(bad), bad).toBe(false);
  });

  it('writes back what it reads, and clears every property when removed', () => {
    const timeout: TaskTimeout = { action: 'approve', remindEvery: 'PT4H', remindTimes: 2 };
    const props = timeoutProperties(timeout);
    expect(parseTaskTimeout((name) => props[name] ?? null).timeout).toEqual(timeout);
    expect(Object.values(timeoutProperties(null))).toEqual([null, null, null]);
  });

  it('reminds as many times as set, then decides (or stops)', () => {
    const steps = (t: TaskTimeout) => [0, 1, 2, 3].map((n) => nextTimeoutStep(t, n));
    expect(steps({ action: 'remind', remindEvery: 'PT1H', remindTimes: 2 })).toEqual(['remind', 'remind', 'done', 'done']);
    expect(steps({ action: 'approve', remindEvery: 'PT1H', remindTimes: 1 })).toEqual(['remind', 'approve', 'approve', 'approve']);
    expect(steps({ action: 'reject', remindEvery: null, remindTimes: 0 })).toEqual(['reject', 'reject', 'reject', 'reject']);
  });
});
