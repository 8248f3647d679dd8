import { zonedParts } from '@/lib/entity/time-zone';
import { durationParts } from '@/lib/entity/working-days/duration-parts';
import { timerOf } from '../model/compile-timers';
import type { DelayNode, TimerDef } from '@/lib/contract/workflow-graph';
import { timerInstant } from '../run/timer-instant';
import type { Agenda, NodeBehaviour, Walker } from './behaviour';

/**
 * The delay (延迟器): an intermediate catch event with a timer (a duration such as PT2H or P1D, or
 * a date, either possibly an expression over the request's fields such as `${dueDate}`). A token
 * arriving waits (state DELAY) and the step asks the store for a timer (timers.ts writes it with the
 * step's other timers, the due-timer scan of timer-fire.ts fires it); when it fires, the token
 * leaves by the outgoing flow. A date already passed does not hold the path.
 */

export const delay: NodeBehaviour<DelayNode> = {
  compile: (ctx) => ({ timer: timerOf(ctx.element, ctx.check, ctx.property) }),
  arrive(run, token, node) {
    const nodeName = node.name || node.id;
    const fireAt = timerInstant(node.timer, run.variables, run.now, nodeName, run.options.calendar);
    if (fireAt <= run.now) {
      run.leave(token);
      return;
    }
    token.state = 'DELAY';
    run.effects.push({ kind: 'delay', tokenKey: token.key, nodeId: node.id, nodeName, fireAt });
  },
  ahead(walk, node) {
    walk.push({ ...walk.blank(node), note: waitNote(walk, node.timer) });
    walk.pass(node);
  },
  exits: 'open',
  shape: {},
};

const MINUTE = 60_000;
const UNITS = [['delayDays', 24 * 60 * MINUTE], ['delayHours', 60 * MINUTE]] as const;

/** 'YYYY-MM-DD HH:mm' in business time. */
export const wallClock = (at: Date) => {
  const { date, time } = zonedParts(at);
  return `${date} ${time.slice(0, 5)}`;
};

/**
 * What the path ahead says of a delay: how long it waits (in whole days or hours when it is such,
 * else minutes) or until when; an expression the variables cannot tell yet says so.
 */
function waitNote(walk: Walker, timer: TimerDef): { key: string; values: Record<string, string> } {
  if (timer.workingTime) return workingWaitNote(timer.text);
  const now = new Date();
  let at: Date;
  try {
    at = timerInstant(timer, walk.variables, now, '');
  } catch {
    return { key: 'workflow.path.delayUnknown', values: {} };
  }
  if (timer.kind === 'date') return { key: 'workflow.path.delayUntil', values: { at: wallClock(at) } };
  const span = at.getTime() - now.getTime();
  const [key, unit] = UNITS.find(([, size]) => span % size === 0) ?? ['delayMinutes', MINUTE];
  return { key: `workflow.path.${key}`, values: { count: String(Math.ceil(span / unit)) } };
}

/** The delay's timer fired: the token waiting there leaves by the outgoing flow. False when no token waits there any more. */
export function fireDelay(run: Agenda, tokenKey: string, node: DelayNode): boolean {
  const token = run.state.tokens.find((t) => t.key === tokenKey);
  if (!token || token.state !== 'DELAY' || token.nodeId !== node.id) return false;
  token.state = 'TASK';
  run.leave(token);
  return true;
}


/** A wait in working time, said in working days or hours (when it falls depends on the calendar then). */
function workingWaitNote(text: string): { key: string; values: Record<string, string> } {
  const parts = durationParts(text);
  if (!parts) return { key: 'workflow.path.delayUnknown', values: {} };
  const days = parts.weeks * 5 + parts.days;
  const hours = parts.hours + parts.minutes / 60;
  if (days && !hours) return { key: 'workflow.path.delayWorkingDays', values: { count: String(days) } };
  if (!days && hours) return { key: 'workflow.path.delayWorkingHours', values: { count: String(Math.round(hours * 100) / 100) } };
  return { key: 'workflow.path.delayUnknown', values: {} };
}
