import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { actionAnswerSchema, commentEntriesSchema } from '@/lib/contract/workflow-answers';
import { ok } from '@/lib/contract/envelope';
import { confirmSchema, delegateSchema, instanceIdSchema, rejectSchema, resolveSchema, turnSchema, workflowPaths } from '@/lib/contract/workflow';
import type { Db } from '../../../db/client';
import { wfComment, wfTask } from '../../../db/schema';
import type { MessageSender } from '../../messages/port';
import { withIdParam } from '../../../http/route-pattern';
import { defineRoute, type RouteDef } from '../../../http/route';
import { readableInstance } from '../operations/access';
import { confirmTask, rejectTaskAction, turnTask } from '../operations/actions';
import { delegateTask, resolveTask } from '../operations/delegation';
import { notifyOverdue } from '../store/notify';
import { activeRecipientsOf } from '../store/task-recipients';
import { withoutTimeoutHandling } from '../store/timers';

/** Acting on tasks (confirm, reject, Turn, delegate, resolve), reminders of overdue tasks, and an instance's history. */

const TAG = 'workflow';

const confirm = defineRoute({
  method: 'POST',
  path: workflowPaths.confirm,
  tag: TAG,
  summary: 'Approve a task (taskId, comment, variables, formData); refused when it was already handled or is not the caller’s',
  input: confirmSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await confirmTask(db, auth, input), 'workflow.task.approved');
  },
});

const reject = defineRoute({
  method: 'POST',
  path: workflowPaths.reject,
  tag: TAG,
  summary: 'Reject a task (taskId, comment, rejectTo end | previous | initiator; returning only where the model allows it)',
  input: rejectSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await rejectTaskAction(db, auth, input), input.rejectTo === 'end' ? 'workflow.task.rejected' : 'workflow.task.returned');
  },
});

const turn = defineRoute({
  method: 'POST',
  path: workflowPaths.turn,
  tag: TAG,
  summary: 'Hand a task over (taskId, employeeKey = the caller, message, turnToEemployeeKey); the first holder is kept as owner',
  input: turnSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await turnTask(db, auth, input), 'workflow.task.turned');
  },
});

const delegate = defineRoute({
  method: 'POST',
  path: workflowPaths.delegate,
  tag: TAG,
  summary: 'Delegate a task (taskId, delegateTo, comment): the delegate works on it and hands it back with resolve; the holder then approves or rejects',
  input: delegateSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await delegateTask(db, auth, input), 'workflow.task.delegated');
  },
});

const resolve = defineRoute({
  method: 'POST',
  path: workflowPaths.resolve,
  tag: TAG,
  summary: 'The delegate hands a delegated task back to its holder (taskId, comment required)',
  input: resolveSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await resolveTask(db, auth, input), 'workflow.task.resolved');
  },
});

/** Tasks are reminded at most once an hour, however often someone asks. */
const REMIND_INTERVAL_MS = 60 * 60 * 1000;

/** Whose overdue tasks are reminded, and from whom the reminders come. */
export interface ReminderScope {
  sender: MessageSender;
  /** Only the processes this user started; null: every process. */
  initiator: string | null;
}

/**
 * Reminds the approvers of waiting tasks past their due date (those in scope). Answers how many
 * tasks were reminded. Tasks being reminded elsewhere at the same moment are skipped, not doubled.
 */
export async function remindOverdueTasks(db: Db, scope: ReminderScope, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ task_key: wfTask.task_key, task_name: wfTask.task_name, title: wfTask.title, assignee: wfTask.assignee })
      .from(wfTask)
      .where(and(
        eq(wfTask.status, 'PENDING'),
        isNotNull(wfTask.due_date),
        lt(wfTask.due_date, now),
        or(isNull(wfTask.remind_time), lt(wfTask.remind_time, new Date(now.getTime() - REMIND_INTERVAL_MS))),
        scope.initiator === null ? undefined : eq(wfTask.initiator, scope.initiator),
        withoutTimeoutHandling(),
      ))
      .orderBy(asc(wfTask.due_date))
      .limit(500)
      .for('update', { skipLocked: true });
    let reminded = 0;
    for (const task of due) {
      const active = await activeRecipientsOf(tx, task);
      if (active.length === 0) continue;
      await notifyOverdue(tx, scope.sender, task, active);
      await tx.update(wfTask).set({ remind_time: now }).where(eq(wfTask.task_key, task.task_key));
      reminded += 1;
    }
    return reminded;
  });
}

const remindOverdue = defineRoute({
  method: 'POST',
  path: workflowPaths.remindOverdue,
  tag: TAG,
  summary: 'Remind the approvers of tasks past their due date (all for administrators, own processes otherwise); answers the number reminded',
  input: z.object({}),
  async handler({ db, auth }) {
    return ok({ reminded: await remindOverdueTasks(db, { sender: auth, initiator: auth.isAdmin ? null : auth.userKey }) }, 'workflow.task.reminded');
  },
});

/** Every action on an instance in order: who, when, what, with which comment. */
const comments = defineRoute({
  method: 'GET',
  path: withIdParam(workflowPaths.comments),
  tag: TAG,
  summary: 'History of an instance: action (START, APPROVE, REJECT, RETURN, TURN, DELEGATE, RESOLVE, URGE, COPY, CANCEL, RESUBMIT, END), user, time, comment, node, target_user (hand-over, delegation), target_users (the people copied), attachments (the files the comment carries: file_key, name, size, content_type)',
  input: instanceIdSchema,
  output: commentEntriesSchema,
  async handler({ db, auth, input }) {
    await readableInstance(db, auth, input.id);
    const rows = await db
      .select({
        seq: wfComment.seq,
        instance_key: wfComment.instance_key,
        task_key: wfComment.task_key,
        node_id: wfComment.node_id,
        node_name: wfComment.node_name,
        action: wfComment.action,
        user_key: wfComment.user_key,
        user_name: wfComment.user_name,
        target_user: wfComment.target_user,
        target_users: wfComment.target_users,
        comment: wfComment.comment,
        attachments: wfComment.attachments,
        create_time: wfComment.create_time,
      })
      .from(wfComment)
      .where(eq(wfComment.instance_key, input.id))
      .orderBy(asc(wfComment.seq));
    return ok(rows);
  },
});

export const taskRoutes = [confirm, reject, turn, delegate, resolve, remindOverdue, comments] as RouteDef<never>[];
