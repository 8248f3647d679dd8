import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { departedTasksSchema, myProcessPageSchema, taskPageSchema, transferPageSchema } from '@/lib/contract/workflow-answers';
import { ok } from '@/lib/contract/envelope';
import { taskDeparturesSchema, taskListSchema, WORKFLOW_RIGHTS } from '@/lib/contract/workflow';
import { workbenchListCalls, workbenchListExtraCalls } from '@/lib/contract/workflow-list-calls';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { sysUser, wfComment, wfInstance, wfTask, wfTaskCandidate, wfTransfer } from '../../../db/schema';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { withBatchNeeds } from '../operations/batch';
import { groupsOf } from '../store/assignment';
import { listFilters, summaryOrder } from '../store/list-filters';
import { checkedSummaryScope, type SummaryFilterScope } from '../store/summary-filter-fields';
import { withSummaries } from '../store/row-summaries';
import { inReaderLanguage } from '../store/reader-names';
import type { Locale } from '@/lib/i18n/locales';
import { notWaitingForSigners } from '../store/sign-state';
import { departuresOf } from '../store/task-departure';
import { EXCLUDED_CANDIDATE } from '../store/task-recipients';

/**
 * The workbench lists (docs/workflow.md, "The workbench"), each the caller's relation to tasks: awaiting my approval
 * (candidate tasks included), handled by me, handed over by me, handed over to me, and the
 * processes I started. Paged on the server with the total of the same filter.
 */

const TAG = 'workflow';
type ListInput = z.output<typeof taskListSchema>;

const assigneeUser = alias(sysUser, 'wf_assignee_user');
const fromUser = alias(sysUser, 'wf_from_user');
const toUser = alias(sysUser, 'wf_to_user');

const taskColumns = {
  task_key: wfTask.task_key,
  task_name: wfTask.task_name,
  node_id: wfTask.node_id,
  instance_key: wfTask.instance_key,
  process_key: wfInstance.process_key,
  process_name: wfTask.process_name,
  version: wfInstance.version,
  title: wfTask.title,
  request_no: wfInstance.request_no,
  business_key: wfTask.business_key,
  initiator: wfTask.initiator,
  initiator_name: wfTask.initiator_name,
  assignee: wfTask.assignee,
  assignee_name: assigneeUser.realname,
  owner: wfTask.owner,
  /** Who delegated the task (委派) while delegation is PENDING: the list marks it. */
  delegator: wfTask.delegator,
  delegation: wfTask.delegation,
  /** BEFORE or AFTER for an added signer's task (加签). */
  sign_kind: wfTask.sign_kind,
  handled_by: wfTask.handled_by,
  status: wfTask.status,
  instance_status: wfInstance.status,
  comment: wfTask.comment,
  priority: wfTask.priority,
  due_date: wfTask.due_date,
  create_time: wfTask.create_time,
  end_time: wfTask.end_time,
};

/** The task lists' filters; timeColumn takes the range. */
function taskFilters(input: ListInput, timeColumn: AnyPgColumn | SQL, scope: SummaryFilterScope | null): (SQL | undefined)[] {
  return listFilters(input, {
    time: timeColumn,
    applicant: wfTask.initiator,
    words: [wfTask.title, wfTask.task_name, wfTask.process_name, wfInstance.request_no, wfTask.business_key, wfTask.initiator_name],
  }, scope);
}

async function pagedTasks(db: Db, auth: AuthContext, locale: Locale, input: ListInput, where: SQL | undefined, order: SQL[], extra: Record<string, SQL> = {}) {
  const [records, totals] = await Promise.all([
    db
      .select({ ...taskColumns, ...extra })
      .from(wfTask)
      .innerJoin(wfInstance, eq(wfInstance.instance_key, wfTask.instance_key))
      .leftJoin(assigneeUser, eq(assigneeUser.user_key, wfTask.assignee))
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db.select({ n: count() }).from(wfTask).innerJoin(wfInstance, eq(wfInstance.instance_key, wfTask.instance_key)).where(where),
  ]);
  return { records: await withSummaries(db, auth, await inReaderLanguage(db, locale, records), locale), total: Number(totals[0]?.n ?? 0), current: input.pageNo, size: input.pageSize };
}

/** Waiting tasks the caller may act on: theirs, or offered to them or one of their groups, and not waiting for signers added before her. */
export function pendingFor(auth: Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys'>): SQL {
  const groups = groupsOf(auth);
  const candidate = candidateMatch(auth.userKey, groups);
  return and(eq(wfTask.status, 'PENDING'), eq(wfInstance.status, 'RUNNING'), or(eq(wfTask.assignee, auth.userKey), and(isNull(wfTask.assignee), candidate)), notWaitingForSigners())!;
}

/** Of the caller's waiting tasks, those past their due time at a moment. */
function overdueAt(now: Date): SQL {
  return and(isNotNull(wfTask.due_date), lt(wfTask.due_date, now))!;
}

/** How many of the caller's waiting tasks are past their due time (the to-do reminders' count of 待我审批 with ?overdue=1). */
export async function overdueTaskCount(db: Db, auth: Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys'>, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wfTask).innerJoin(wfInstance, eq(wfInstance.instance_key, wfTask.instance_key)).where(and(pendingFor(auth), overdueAt(now)));
  return Number(row?.n ?? 0);
}

function candidateMatch(userKey: string, groups: string[]): SQL {
  const byGroup = groups.length ? sql` or (c.kind = 'group' and c.ref in ${groups})` : sql``;
  const kept = sql`not exists (select 1 from ${wfTaskCandidate} x where x.task_key = ${wfTask.task_key} and x.kind = ${EXCLUDED_CANDIDATE} and x.ref = ${userKey})`;
  return sql`(exists (select 1 from ${wfTaskCandidate} c where c.task_key = ${wfTask.task_key} and ((c.kind = 'user' and c.ref = ${userKey})${byGroup})) and ${kept})`;
}

const pending = defineCallRoute(workbenchListCalls.pending, {
  tag: TAG,
  permission: WORKFLOW_RIGHTS.pending,
  summary: 'Tasks awaiting the caller’s approval (assigned or offered as candidate), newest first; filters processDefinitionKey, applicant, startTime/endTime (task creation), keyword, overdue (past the due time)',
  input: taskListSchema,
  output: taskPageSchema,
  async handler({ db, auth, input, locale }) {
    const scope = await checkedSummaryScope(db, auth, input, 'pending', locale);
    const where = and(pendingFor(auth), input.overdue ? overdueAt(new Date()) : undefined, ...taskFilters(input, wfTask.create_time, scope));
    const page = await pagedTasks(db, auth, locale, input, where, [...summaryOrder(input, scope), desc(wfTask.create_time), asc(wfTask.task_key)]);
    // The page's rows say what their decision needs beyond a comment: a batch leaves those out.
    return ok({ ...page, records: await withBatchNeeds(db, page.records) });
  },
});

const processed = defineCallRoute(workbenchListCalls.processed, {
  tag: TAG,
  permission: WORKFLOW_RIGHTS.processed,
  summary: 'Tasks the caller approved, rejected or returned, and tasks delegated to the caller that she handed back (完成委派, with resolved_time), latest first; the time range applies to when she handled them',
  input: taskListSchema,
  output: taskPageSchema,
  async handler({ db, auth, input, locale }) {
    const scope = await checkedSummaryScope(db, auth, input, 'processed', locale);
    const decided = and(eq(wfTask.handled_by, auth.userKey), inArray(wfTask.status, ['APPROVED', 'REJECTED', 'RETURNED']))!;
    // A task delegated to the caller that she handed back (完成委派) is hers to find here too, as of then.
    const handedBack = sql`${wfTask.task_key} in (select c.task_key from ${wfComment} c where c.action = 'RESOLVE' and c.user_key = ${auth.userKey})`;
    const resolvedTime = sql`(select max(c.create_time) from ${wfComment} c where c.instance_key = ${wfTask.instance_key} and c.task_key = ${wfTask.task_key} and c.action = 'RESOLVE' and c.user_key = ${auth.userKey})`;
    const handledAt = sql`(case when ${decided} then ${wfTask.end_time} else ${resolvedTime} end)`;
    const where = and(or(decided, handedBack), ...taskFilters(input, handledAt, scope));
    const resolved = sql`(case when ${decided} then null else ${resolvedTime} end)`.mapWith(wfComment.create_time);
    return ok(await pagedTasks(db, auth, locale, input, where, [...summaryOrder(input, scope), desc(handledAt), asc(wfTask.task_key)], { resolved_time: resolved }));
  },
});

const departures = defineCallRoute(workbenchListExtraCalls.taskDepartures, {
  tag: TAG,
  permission: WORKFLOW_RIGHTS.pending,
  summary: 'Why tasks gone from the caller’s pending list left it, when someone else moved them (decided by a colleague, withdrawn, handed over, a signature withdrawn, decided at the deadline); tasks still the caller’s, moved by the caller or never theirs are left out',
  input: taskDeparturesSchema,
  output: departedTasksSchema,
  async handler({ db, auth, input }) {
    return ok(await departuresOf(db, auth, input.taskIds));
  },
});

/** Hand-overs with their tasks: the giver's (myTransfer) or the receiver's (transferToMe). */
function transferRoute(list: 'myTransfer' | 'transferToMe', side: 'from' | 'to', summary: string) {
  return defineCallRoute(workbenchListCalls[list], {
    tag: TAG,
    permission: WORKFLOW_RIGHTS[list],
    summary,
    input: taskListSchema,
    output: transferPageSchema,
    async handler({ db, auth, input, locale }) {
      const scope = await checkedSummaryScope(db, auth, input, list, locale);
      const where = and(
        eq(side === 'from' ? wfTransfer.from_user : wfTransfer.to_user, auth.userKey),
        ...taskFilters(input, wfTransfer.create_time, scope),
      );
      const [records, totals] = await Promise.all([
        db
          .select({
            ...taskColumns,
            transfer_key: wfTransfer.transfer_key,
            from_user: wfTransfer.from_user,
            from_user_name: fromUser.realname,
            to_user: wfTransfer.to_user,
            to_user_name: toUser.realname,
            message: wfTransfer.message,
            transfer_time: wfTransfer.create_time,
          })
          .from(wfTransfer)
          .innerJoin(wfTask, eq(wfTask.task_key, wfTransfer.task_key))
          .innerJoin(wfInstance, eq(wfInstance.instance_key, wfTask.instance_key))
          .leftJoin(assigneeUser, eq(assigneeUser.user_key, wfTask.assignee))
          .leftJoin(fromUser, eq(fromUser.user_key, wfTransfer.from_user))
          .leftJoin(toUser, eq(toUser.user_key, wfTransfer.to_user))
          .where(where)
          .orderBy(...summaryOrder(input, scope), desc(wfTransfer.create_time), asc(wfTransfer.transfer_key))
          .limit(input.pageSize)
          .offset((input.pageNo - 1) * input.pageSize),
        db
          .select({ n: count() })
          .from(wfTransfer)
          .innerJoin(wfTask, eq(wfTask.task_key, wfTransfer.task_key))
          .innerJoin(wfInstance, eq(wfInstance.instance_key, wfTask.instance_key))
          .where(where),
      ]);
      return ok({ records: await withSummaries(db, auth, await inReaderLanguage(db, locale, records), locale), total: Number(totals[0]?.n ?? 0), current: input.pageNo, size: input.pageSize });
    },
  });
}

/** The processes the caller started, with their status and the tasks they now wait for. */
const myProcesses = defineCallRoute(workbenchListCalls.myProcesses, {
  tag: TAG,
  permission: WORKFLOW_RIGHTS.myProcesses,
  summary: 'Requests the caller started (called processes show in their caller’s path, not here), newest first, with status and current tasks; filters processDefinitionKey, status, startTime/endTime (start), keyword',
  input: taskListSchema,
  output: myProcessPageSchema,
  async handler({ db, auth, input, locale }) {
    const scope = await checkedSummaryScope(db, auth, input, 'myProcesses', locale);
    const where = and(
      eq(wfInstance.initiator, auth.userKey),
      // A called process belongs to its caller's request: its steps show in the caller's path.
      isNull(wfInstance.parent_instance_key),
      input.status ? eq(wfInstance.status, input.status) : undefined,
      ...listFilters(input, { time: wfInstance.start_time, applicant: null, words: [wfInstance.title, wfInstance.process_name, wfInstance.request_no, wfInstance.business_key] }, scope),
    );
    const [rows, totals] = await Promise.all([
      db
        .select({
          instance_key: wfInstance.instance_key,
          process_key: wfInstance.process_key,
          process_name: wfInstance.process_name,
          version: wfInstance.version,
          title: wfInstance.title,
          request_no: wfInstance.request_no,
          business_key: wfInstance.business_key,
          biz_type: wfInstance.biz_type,
          status: wfInstance.status,
          initiator: wfInstance.initiator,
          initiator_name: wfInstance.initiator_name,
          start_time: wfInstance.start_time,
          end_time: wfInstance.end_time,
        })
        .from(wfInstance)
        .where(where)
        .orderBy(...summaryOrder(input, scope), desc(wfInstance.start_time), asc(wfInstance.instance_key))
        .limit(input.pageSize)
        .offset((input.pageNo - 1) * input.pageSize),
      db.select({ n: count() }).from(wfInstance).where(where),
    ]);
    const keys = rows.map((r) => r.instance_key);
    const open = keys.length
      ? await db
          .select({ instance_key: wfTask.instance_key, task_key: wfTask.task_key, task_name: wfTask.task_name, node_id: wfTask.node_id, assignee: wfTask.assignee, assignee_name: assigneeUser.realname })
          .from(wfTask)
          .leftJoin(assigneeUser, eq(assigneeUser.user_key, wfTask.assignee))
          .where(and(inArray(wfTask.instance_key, keys), eq(wfTask.status, 'PENDING')))
          .orderBy(asc(wfTask.create_time), asc(wfTask.loop_counter))
      : [];
    const [named, namedTasks] = await Promise.all([inReaderLanguage(db, locale, rows), inReaderLanguage(db, locale, open)]);
    const records = named.map((r) => ({ ...r, current_tasks: namedTasks.filter((t) => t.instance_key === r.instance_key).map(({ instance_key: _i, node_id: _n, ...t }) => t) }));
    return ok({ records: await withSummaries(db, auth, records, locale), total: Number(totals[0]?.n ?? 0), current: input.pageNo, size: input.pageSize });
  },
});

export const listRoutes = [
  pending,
  processed,
  departures,
  transferRoute('myTransfer', 'from', 'Tasks the caller handed over, latest hand-over first, with receiver, message and the task’s state now'),
  transferRoute('transferToMe', 'to', 'Tasks handed over to the caller, latest first, with giver, message and the task’s state now'),
  myProcesses,
] as RouteDef<never>[];
