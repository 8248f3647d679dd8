import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { TaskDeparture } from '@/lib/contract/workflow-values';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfComment, wfTask } from '../../../db/schema';
import { mayAct, type TaskRow } from './store';
import { taskReachesCaller } from './task-reach';
import { systemActor } from './system-actor';
import { namesOf } from './user-names';

/**
 * Why a task that reached the caller is no longer theirs to act on, when someone else moved it: a
 * colleague decided it (or the request past it), the applicant withdrew, it was handed to someone
 * else, their added signature was withdrawn, or the system decided at its deadline. Nothing is said
 * of what the caller did themselves, of a task still theirs, or to someone it never reached.
 */

type Viewer = Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys'>;
type Line = typeof wfComment.$inferSelect;

/** History lines that end tasks other than their own: the newest one up to a task's end is why it ended. */
const ENDING = ['APPROVE', 'REJECT', 'RETURN', 'RESUBMIT', 'CANCEL', 'REMOVE_SIGN', 'TIMEOUT_APPROVE', 'TIMEOUT_REJECT', 'TIMER', 'DELAY_END'];
/** History lines that move a waiting task to someone else. */
const MOVING = ['TURN', 'DELEGATE'];
const DECIDED: Record<string, TaskDeparture['action']> = { APPROVE: 'APPROVED', RESUBMIT: 'APPROVED', REJECT: 'REJECTED', RETURN: 'RETURNED' };

/** What the line that moved or ended the task says to the caller; null when the caller wrote it. */
function fromLine(line: Line | undefined, viewer: Viewer, names: Map<string, string>): TaskDeparture | null {
  if (!line) return { kind: 'movedOn', by: null, to: null, action: null };
  if (line.user_key === viewer.userKey) return null;
  const by = line.user_name ?? (line.user_key ? names.get(line.user_key) ?? null : null);
  if (line.user_key === systemActor().userKey || line.action.startsWith('TIMEOUT_') || line.action === 'TIMER') return { kind: 'timedOut', by: null, to: null, action: null };
  if (line.action === 'CANCEL') return { kind: 'withdrawn', by, to: null, action: null };
  if (line.action === 'REMOVE_SIGN') return { kind: 'signRemoved', by, to: null, action: null };
  if (MOVING.includes(line.action)) return { kind: 'handedOver', by, to: line.target_user ? names.get(line.target_user) ?? null : null, action: null };
  const action = DECIDED[line.action];
  return action ? { kind: 'decidedBy', by, to: null, action } : { kind: 'movedOn', by: null, to: null, action: null };
}

async function lineFor(db: Db, task: TaskRow): Promise<Line | undefined> {
  if (task.status === 'PENDING' || task.status === 'PLANNED') {
    const [moved] = await db.select().from(wfComment)
      .where(and(eq(wfComment.task_key, task.task_key), inArray(wfComment.action, MOVING)))
      .orderBy(desc(wfComment.seq)).limit(1);
    return moved;
  }
  // A history line is written in the transaction that ends the tasks it ends, so none is newer than their end.
  const own = task.status === 'CANCELED' ? [] : await db.select().from(wfComment)
    .where(and(eq(wfComment.task_key, task.task_key), inArray(wfComment.action, ENDING)))
    .orderBy(desc(wfComment.seq)).limit(1);
  if (own[0]) return own[0];
  const [cause] = await db.select().from(wfComment)
    .where(and(eq(wfComment.instance_key, task.instance_key), inArray(wfComment.action, ENDING), lte(wfComment.create_time, task.end_time ?? new Date())))
    .orderBy(desc(wfComment.seq)).limit(1);
  return cause;
}

async function reached(db: Db, viewer: Viewer, taskKey: string): Promise<boolean> {
  const [hit] = await db.select({ key: wfTask.task_key }).from(wfTask).where(and(eq(wfTask.task_key, taskKey), taskReachesCaller(viewer))).limit(1);
  return Boolean(hit);
}

/** Why the task left the caller, or null: still theirs, their own doing, or never theirs (an applicant reading it, say). */
export async function departureOf(db: Db, viewer: Viewer, task: TaskRow): Promise<TaskDeparture | null> {
  return (await reached(db, viewer, task.task_key)) ? departureOfReached(db, viewer, task) : null;
}

async function departureOfReached(db: Db, viewer: Viewer, task: TaskRow): Promise<TaskDeparture | null> {
  const open = task.status === 'PENDING' || task.status === 'PLANNED';
  if (open && (await mayAct(db, viewer, task))) return null;
  // A task the caller delegated is still theirs to follow (it comes back to them).
  if (open && task.delegator === viewer.userKey) return null;
  if (!open && task.handled_by === viewer.userKey) return null;
  const line = await lineFor(db, task);
  if (open && !line) return null;
  const names = await namesOf(db, [line?.user_key, line?.target_user].filter((k): k is string => Boolean(k)));
  return fromLine(line, viewer, names);
}

/** The departures of tasks that reached the caller (the workbench asks for rows gone from its list). */
export async function departuresOf(db: Db, viewer: Viewer, taskKeys: readonly string[]): Promise<{ task_key: string; title: string; departure: TaskDeparture }[]> {
  if (taskKeys.length === 0) return [];
  const tasks = await db.select().from(wfTask).where(and(inArray(wfTask.task_key, [...taskKeys]), taskReachesCaller(viewer)));
  const out: { task_key: string; title: string; departure: TaskDeparture }[] = [];
  for (const task of tasks) {
    const departure = await departureOfReached(db, viewer, task);
    if (departure) out.push({ task_key: task.task_key, title: task.title, departure });
  }
  return out;
}
