import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { actionAnswerSchema, copyPageSchema, copyReadAnswerSchema } from '@/lib/contract/workflow-answers';
import { ok } from '@/lib/contract/envelope';
import { copyListSchema, copyReadSchema, copySchema, WORKFLOW_RIGHTS } from '@/lib/contract/workflow';
import { wfCopy, wfInstance } from '../../../db/schema';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { workflowTaskCalls } from '@/lib/contract/workflow-task-calls';
import { workbenchListCalls } from '@/lib/contract/workflow-list-calls';
import { copyTask, readCopy } from '../operations/copy';
import { listFilters, summaryOrder } from '../store/list-filters';
import { checkedSummaryScope } from '../store/summary-filter-fields';
import { inReaderLanguage } from '../store/reader-names';
import { withSummaries } from '../store/row-summaries';

/** Copies (抄送): copying a request from a task, the 抄送我的 list and marking a copy read. */

const TAG = 'workflow';

const copy = defineCallRoute(workflowTaskCalls.copy, {
  tag: TAG,
  summary: 'The holder of a waiting task copies its request (taskId, users, comment): each user is told and may read it; the task stays the caller’s',
  input: copySchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await copyTask(db, auth, input), 'workflow.task.copied');
  },
});

const copiedToMe = defineCallRoute(workbenchListCalls.copiedToMe, {
  tag: TAG,
  permission: WORKFLOW_RIGHTS.copiedToMe,
  summary: 'Requests copied to the caller, latest copy first, with who copied them, at which step, the request’s status, number, summary fields and read_time; filters processDefinitionKey, applicant, startTime/endTime (copied), keyword, read (unread | read)',
  input: copyListSchema,
  output: copyPageSchema,
  async handler({ db, auth, input, locale }) {
    const scope = await checkedSummaryScope(db, auth, input, 'copiedToMe', locale);
    const where = and(
      eq(wfCopy.user_key, auth.userKey),
      input.read === 'unread' ? isNull(wfCopy.read_time) : input.read === 'read' ? isNotNull(wfCopy.read_time) : undefined,
      ...listFilters(input, { time: wfCopy.create_time, applicant: wfInstance.initiator, words: [wfInstance.title, wfInstance.process_name, wfInstance.request_no, wfInstance.business_key, wfInstance.initiator_name] }, scope),
    );
    const [records, totals] = await Promise.all([
      db
        .select({
          copy_key: wfCopy.copy_key,
          instance_key: wfCopy.instance_key,
          process_key: wfInstance.process_key,
          process_name: wfInstance.process_name,
          title: wfInstance.title,
          request_no: wfInstance.request_no,
          business_key: wfInstance.business_key,
          initiator: wfInstance.initiator,
          initiator_name: wfInstance.initiator_name,
          instance_status: wfInstance.status,
          node_id: wfCopy.node_id,
          node_name: wfCopy.node_name,
          from_user: wfCopy.from_user,
          from_user_name: wfCopy.from_user_name,
          comment: wfCopy.comment,
          read_time: wfCopy.read_time,
          copy_time: wfCopy.create_time,
        })
        .from(wfCopy)
        .innerJoin(wfInstance, eq(wfInstance.instance_key, wfCopy.instance_key))
        .where(where)
        .orderBy(...summaryOrder(input, scope), desc(wfCopy.create_time), asc(wfCopy.copy_key))
        .limit(input.pageSize)
        .offset((input.pageNo - 1) * input.pageSize),
      db.select({ n: count() }).from(wfCopy).innerJoin(wfInstance, eq(wfInstance.instance_key, wfCopy.instance_key)).where(where),
    ]);
    const named = (await inReaderLanguage(db, locale, records)).map(({ node_id: _node, ...record }) => record);
    return ok({ records: await withSummaries(db, auth, named, locale), total: Number(totals[0]?.n ?? 0), current: input.pageNo, size: input.pageSize });
  },
});

const read = defineCallRoute(workflowTaskCalls.readCopy, {
  tag: TAG,
  summary: 'Marks a request copied to the caller as read (processInstanceId); answers read = false when it was not copied to her',
  input: copyReadSchema,
  output: copyReadAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await readCopy(db, auth, input));
  },
});

export const copyRoutes = [copy, copiedToMe, read] as RouteDef<never>[];
