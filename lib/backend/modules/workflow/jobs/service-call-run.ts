import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { DEFAULT_SERVICE_CALL_SETTING, serviceCallSettingSchema } from '@/lib/contract/workflow-service-calls';
import { defaultLocale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import { splitMessage } from '@/lib/entity/messages';
import type { Db } from '../../../db/client';
import { sysSetting, wfServiceCall } from '../../../db/schema';
import { approverOptions } from '../store/approver-facts';
import { addComments } from '../store/comments';
import { graphOf } from '../store/definitions';
import { ApiError } from '../../../http/errors';
import { resumeHttpTask } from '../run/interpreter';
import { sendRequest, type CallFailure, type CallOutcome, type SendOptions } from './service-call-http';
import { applyStep, lockInstance } from '../store/store';
import { systemActor } from '../store/system-actor';

/**
 * HTTP tasks' calls, run by the background job (service-call-job.ts) or a test, never inside an
 * instance's transaction:
 *  1. a WAITING call is taken by one conditional update to RUNNING (of two workers one gets it);
 *  2. the request is sent with no transaction open and no row locked;
 *  3. the instance is locked and the call and its path read again: only a call still RUNNING in
 *     this attempt, on a path still waiting at the task of a running instance, moves the path on
 *     (a withdrawn or returned request ignores the answer).
 * A failed call writes the reason in the history and waits as FAILED until an administrator
 * retries it (or, with ignoreException, the path goes on without a result).
 */

export const SERVICE_CALL_SETTING_KEY = 'workflowServiceCalls';

/** A call still RUNNING this long after it was taken belonged to a process that died: it is taken again. */
const LOST_AFTER_MS = 5 * 60 * 1000;
/** Calls one scan takes; the rest wait for the next. */
const SCAN_LIMIT = 50;
/** Calls sent at once by one scan. */
const PARALLEL = 4;

export type CallRunOutcome = 'DONE' | 'IGNORED' | 'FAILED' | 'CANCELED' | 'SKIPPED';

export async function allowedHosts(db: Db): Promise<string[]> {
  const [row] = await db.select({ value: sysSetting.value }).from(sysSetting).where(eq(sysSetting.setting_key, SERVICE_CALL_SETTING_KEY)).limit(1);
  const parsed = serviceCallSettingSchema.safeParse(row?.value);
  return (parsed.success ? parsed.data : DEFAULT_SERVICE_CALL_SETTING).allowed_hosts;
}

const reasonText = (failure: CallFailure) => translate(defaultLocale, failure.reason, failure.values).slice(0, 1000);

type CallRow = typeof wfServiceCall.$inferSelect;

/** Writes the outcome under the instance lock; answers what it did. */
async function settle(db: Db, taken: CallRow, outcome: CallOutcome): Promise<CallRunOutcome> {
  return db.transaction(async (tx) => {
    const instance = await lockInstance(tx, taken.instance_key);
    const [call] = await tx.select().from(wfServiceCall).where(eq(wfServiceCall.call_key, taken.call_key)).limit(1);
    if (!call || call.status !== 'RUNNING' || call.attempts !== taken.attempts) return 'SKIPPED';
    const token = instance.engine_state.tokens.find((t) => t.key === call.token_key);
    const now = new Date();
    if (instance.status !== 'RUNNING' || !token || token.state !== 'HTTP' || token.nodeId !== call.node_id) {
      await tx.update(wfServiceCall).set({ status: 'CANCELED', update_time: now }).where(eq(wfServiceCall.call_key, call.call_key));
      return 'CANCELED';
    }
    const actor = systemActor();
    const line = { nodeId: call.node_id, nodeName: call.node_name };
    if (!outcome.ok && !call.request.ignoreException) {
      const reason = reasonText(outcome.failure);
      await addComments(tx, instance.instance_key, actor, [{ action: 'HTTP_FAILED', ...line, comment: reason }]);
      await tx.update(wfServiceCall).set({ status: 'FAILED', error: reason, update_time: now }).where(eq(wfServiceCall.call_key, call.call_key));
      return 'FAILED';
    }
    const graph = await graphOf(tx, instance.definition_key);
    const answer = outcome.ok ? { value: outcome.value } : null;
    const variables = answer && call.request.resultVariable ? { ...instance.variables, [call.request.resultVariable]: answer.value } : instance.variables;
    const step = resumeHttpTask(graph, instance.engine_state, instance.variables, { tokenKey: call.token_key, answer }, { now, ...(await approverOptions(tx, graph, instance.initiator, variables, instance.instance_key)) });
    const comment = outcome.ok ? `${call.request.method} ${outcome.status}` : reasonText(outcome.failure);
    await addComments(tx, instance.instance_key, actor, [{ action: outcome.ok ? 'HTTP' : 'HTTP_IGNORED', ...line, comment }]);
    await tx.update(wfServiceCall).set({ status: 'DONE', error: outcome.ok ? null : comment, update_time: now }).where(eq(wfServiceCall.call_key, call.call_key));
    await applyStep(tx, actor, instance, step, 'APPROVED');
    return outcome.ok ? 'DONE' : 'IGNORED';
  });
}

/** The answer came back but the path cannot go on with it (say, nobody for the next task): the call waits as FAILED. */
async function failAfterAnswer(db: Db, taken: CallRow, error: unknown): Promise<CallRunOutcome> {
  const message = error instanceof ApiError ? splitMessage(error.message) : null;
  const detail = message ? translate(defaultLocale, message.key, message.values) : error instanceof Error ? error.message : String(error);
  const reason = translate(defaultLocale, 'workflow.http.stepFailed', { detail }).slice(0, 1000);
  return db.transaction(async (tx) => {
    const instance = await lockInstance(tx, taken.instance_key);
    const marked = await tx
      .update(wfServiceCall)
      .set({ status: 'FAILED', error: reason, update_time: new Date() })
      .where(and(eq(wfServiceCall.call_key, taken.call_key), eq(wfServiceCall.status, 'RUNNING'), eq(wfServiceCall.attempts, taken.attempts)))
      .returning({ key: wfServiceCall.call_key });
    if (marked.length === 0) return 'SKIPPED';
    await addComments(tx, instance.instance_key, systemActor(), [{ action: 'HTTP_FAILED', nodeId: taken.node_id, nodeName: taken.node_name, comment: reason }]);
    return 'FAILED';
  });
}

/** Takes one waiting call, sends it and settles it; answers what it did (SKIPPED: someone else took it). */
export async function runServiceCall(db: Db, callKey: string, options: SendOptions = {}): Promise<CallRunOutcome> {
  const [taken] = await db
    .update(wfServiceCall)
    .set({ status: 'RUNNING', attempts: sql`${wfServiceCall.attempts} + 1`, claim_time: new Date(), update_time: new Date() })
    .where(and(eq(wfServiceCall.call_key, callKey), eq(wfServiceCall.status, 'WAITING')))
    .returning();
  if (!taken) return 'SKIPPED';
  const outcome = await sendRequest(taken.request, await allowedHosts(db), options);
  try {
    return await settle(db, taken, outcome);
  } catch (error) {
    console.error(`Workflow service call ${callKey} could not move its path on:`, error instanceof Error ? error.message : error);
    return failAfterAnswer(db, taken, error);
  }
}

/** Every waiting call (optionally of one instance), a few at a time; calls lost by a dead process are taken again. */
export async function runDueServiceCalls(db: Db, options: SendOptions & { instanceKey?: string; now?: Date } = {}): Promise<CallRunOutcome[]> {
  const now = options.now ?? new Date();
  const ofInstance = options.instanceKey ? eq(wfServiceCall.instance_key, options.instanceKey) : undefined;
  await db
    .update(wfServiceCall)
    .set({ status: 'WAITING', update_time: now })
    .where(and(eq(wfServiceCall.status, 'RUNNING'), lt(wfServiceCall.claim_time, new Date(now.getTime() - LOST_AFTER_MS)), ofInstance));
  const due = await db
    .select({ key: wfServiceCall.call_key })
    .from(wfServiceCall)
    .where(and(eq(wfServiceCall.status, 'WAITING'), ofInstance))
    .orderBy(asc(wfServiceCall.create_time))
    .limit(SCAN_LIMIT);
  const outcomes: CallRunOutcome[] = [];
  for (let i = 0; i < due.length; i += PARALLEL) {
    outcomes.push(...(await Promise.all(due.slice(i, i + PARALLEL).map(({ key }) => runServiceCall(db, key, options)))));
  }
  return outcomes;
}

/** Whether any call waits to be sent (the approval calls ask after each action, to wake the job at once). */
export async function serviceCallsWaiting(db: Db): Promise<boolean> {
  const [row] = await db.select({ key: wfServiceCall.call_key }).from(wfServiceCall).where(eq(wfServiceCall.status, 'WAITING')).limit(1);
  return Boolean(row);
}
