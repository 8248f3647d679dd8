import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { actionAnswerSchema, commentEntriesSchema, overdueRemindedSchema } from '@/lib/contract/workflow-answers';
import { ok } from '@/lib/contract/envelope';
import { confirmSchema, delegateSchema, instanceIdSchema, rejectSchema, resolveSchema, turnSchema, workflowPaths } from '@/lib/contract/workflow';
import { wfComment } from '../../../db/schema';
import { defineCallRoute, defineRoute, type RouteDef } from '../../../http/route';
import { readableInstance } from '../operations/access';
import { confirmTask, rejectTaskAction, turnTask } from '../operations/actions';
import { delegateTask, resolveTask } from '../operations/delegation';
import { remindOverdueTasks } from '../operations/overdue-reminders';
import { namesOf } from '../store/user-names';
import { answerInReaderLanguage, inReaderLanguage } from '../store/reader-names';
import { workflowRequestCalls } from '@/lib/contract/workflow-request-calls';
import { workflowTaskCalls } from '@/lib/contract/workflow-task-calls';

/** Acting on tasks (confirm, reject, Turn, delegate, resolve), reminders of overdue tasks, and an instance's history. */

const TAG = 'workflow';

const confirm = defineCallRoute(workflowTaskCalls.approve, {
  tag: TAG,
  summary: 'Approve a task (taskId, comment, variables, formData); refused when it was already handled or is not the caller’s',
  input: confirmSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input, locale }) {
    return ok(await answerInReaderLanguage(db, locale, await confirmTask(db, auth, input, locale)), 'workflow.task.approved');
  },
});

const reject = defineCallRoute(workflowTaskCalls.reject, {
  tag: TAG,
  summary: 'Reject a task (taskId, comment, rejectTo end | previous | initiator; returning only where the model allows it)',
  input: rejectSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input, locale }) {
    return ok(await answerInReaderLanguage(db, locale, await rejectTaskAction(db, auth, input)), input.rejectTo === 'end' ? 'workflow.task.rejected' : 'workflow.task.returned');
  },
});

const turn = defineCallRoute(workflowTaskCalls.turn, {
  tag: TAG,
  summary: 'Hand a task over (taskId, employeeKey = the caller, message, turnToEemployeeKey); the first holder is kept as owner',
  input: turnSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input, locale }) {
    return ok(await answerInReaderLanguage(db, locale, await turnTask(db, auth, input)), 'workflow.task.turned');
  },
});

const delegate = defineCallRoute(workflowTaskCalls.delegate, {
  tag: TAG,
  summary: 'Delegate a task (taskId, delegateTo, comment): the delegate works on it and hands it back with resolve; the holder then approves or rejects',
  input: delegateSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input, locale }) {
    return ok(await answerInReaderLanguage(db, locale, await delegateTask(db, auth, input)), 'workflow.task.delegated');
  },
});

const resolve = defineCallRoute(workflowTaskCalls.resolve, {
  tag: TAG,
  summary: 'The delegate hands a delegated task back to its holder (taskId, comment required)',
  input: resolveSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input, locale }) {
    return ok(await answerInReaderLanguage(db, locale, await resolveTask(db, auth, input)), 'workflow.task.resolved');
  },
});

const remindOverdue = defineRoute({
  method: 'POST',
  path: workflowPaths.remindOverdue,
  tag: TAG,
  summary: 'Remind the approvers of tasks past their due date (all for administrators, own processes otherwise); answers the number reminded',
  output: overdueRemindedSchema,
  input: z.object({}),
  async handler({ db, auth }) {
    return ok({ reminded: await remindOverdueTasks(db, { sender: auth, initiator: auth.isAdmin ? null : auth.userKey }) }, 'workflow.task.reminded');
  },
});

/** Every action on an instance in order: who, when, what, with which comment. */
const comments = defineCallRoute(workflowRequestCalls.comments, {
  tag: TAG,
  summary: 'History of an instance: action (START, APPROVE, REJECT, RETURN, TURN, DELEGATE, RESOLVE, URGE, COPY, CANCEL, RESUBMIT, END), user, time, comment, node, target_user (hand-over, delegation, the holder a delegation came back to) with target_user_name, target_users (the people copied) with target_user_names, attachments (the files the comment carries: file_key, name, size, content_type), signature (the file key of a decision’s handwritten signature)',
  input: instanceIdSchema,
  output: commentEntriesSchema,
  async handler({ db, auth, input, locale }) {
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
        signature: wfComment.signature,
        create_time: wfComment.create_time,
      })
      .from(wfComment)
      .where(eq(wfComment.instance_key, input.id))
      .orderBy(asc(wfComment.seq));
    // Named here, so a line never shows a user key while a name is looked up (or cannot be).
    const names = await namesOf(db, rows.flatMap((r) => [...(r.target_user ? [r.target_user] : []), ...(r.target_users ?? [])]));
    const nameOf = (key: string) => names.get(key) ?? key;
    const named = await inReaderLanguage(db, locale, rows);
    return ok(named.map((r) => ({ ...r, target_user_name: r.target_user ? nameOf(r.target_user) : null, target_user_names: r.target_users ? r.target_users.map(nameOf) : null })));
  },
});

export const taskRoutes = [confirm, reject, turn, delegate, resolve, remindOverdue, comments] as RouteDef<never>[];
