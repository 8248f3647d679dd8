import { and, eq } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfInstance, wfTask } from '../../../db/schema';
import { forbidden } from '../../../http/errors';
import { graphOf } from '../store/definitions';
import { WorkflowError } from '../model/errors';
import { decide, type Decision, type Operation, type Relation, type RequestState } from './policy';
import { readsBoundRecord } from './record-reader';
import { relationsOf } from './relations';
import type { InstanceRow, TaskRow } from '../store/store';

/**
 * The one gate of the engine's actions and reads: the caller's relations to the request (and
 * task), the request's state, and the table's decision. Refused: 403 when the relation may never
 * do it, 409 when it may but not in this state. Runs inside the action's transaction after the
 * instance is locked and before anything is written; the guards against concurrent actions (the
 * task still waiting, not out with a delegate, not held back by signers) come after it.
 */

const INSTANCE_STATE: Record<string, RequestState> = { APPROVED: 'approved', REJECTED: 'rejected', CANCELED: 'withdrawn' };

/** A running request whose waiting task is at its start event was returned to the initiator to resubmit. */
export async function requestStateOf(tx: Db, instance: InstanceRow): Promise<RequestState> {
  const ended = INSTANCE_STATE[instance.status];
  if (ended) return ended;
  const start = (await graphOf(tx, instance.definition_key)).startNodeId;
  const [resubmit] = await tx
    .select({ key: wfTask.task_key })
    .from(wfTask)
    .where(and(eq(wfTask.instance_key, instance.instance_key), eq(wfTask.node_id, start), eq(wfTask.status, 'PENDING')))
    .limit(1);
  return resubmit ? 'returned' : 'running';
}

const NOT_YOURS = 'workflow.task.notYours';
const NEVER: Record<Operation, string> = {
  start: 'workflow.staffOnly',
  approve: NOT_YOURS, reject: NOT_YOURS, returnPrevious: NOT_YOURS, returnAny: NOT_YOURS, returnInitiator: NOT_YOURS,
  turn: NOT_YOURS, delegate: NOT_YOURS, addSign: NOT_YOURS, copy: NOT_YOURS,
  resolve: 'workflow.delegate.notDelegated',
  removeSign: 'workflow.sign.notYours',
  urge: 'workflow.urge.onlyInitiator',
  withdraw: 'workflow.cancel.onlyInitiator',
  read: 'workflow.process.forbidden',
  download: 'workflow.attachment.forbidden',
  retry: 'workflow.http.adminOnly',
};
const RETURNS: readonly Operation[] = ['returnPrevious', 'returnAny', 'returnInitiator'];
const PASSING_ON: readonly Operation[] = ['turn', 'delegate', 'copy', 'addSign'];

/** Why the relation may never: a delegate is told to hand the task back, a signer that signers only decide. */
function neverKey(op: Operation, relations: readonly Relation[]): string {
  if (relations.includes('delegate') && (op === 'approve' || op === 'reject' || RETURNS.includes(op) || PASSING_ON.includes(op))) return 'workflow.delegate.resolveFirst';
  if (relations.includes('signer') && RETURNS.includes(op)) return 'workflow.reject.returnNotAllowed';
  if (relations.includes('signer') && PASSING_ON.includes(op)) return 'workflow.sign.signerOnlyDecides';
  return NEVER[op];
}

function notNowKey(op: Operation, state: RequestState, task?: TaskRow): string {
  switch (op) {
    case 'urge': return state === 'returned' ? 'workflow.urge.returned' : 'workflow.urge.notRunning';
    case 'withdraw': return 'workflow.cancel.notRunning';
    case 'retry': return 'workflow.http.nothingToRetry';
    case 'resolve': return 'workflow.delegate.notDelegated';
    default: return task?.status === 'PENDING' || task?.status === 'PLANNED' ? 'workflow.task.notNow' : 'workflow.task.alreadyHandled';
  }
}

function refusal(op: Operation, decision: 403 | 409, relations: readonly Relation[], state: RequestState, task?: TaskRow): WorkflowError {
  const key = decision === 403 ? neverKey(op, relations) : notNowKey(op, state, task);
  return new WorkflowError(key, task ? { task: task.task_name } : {}, decision === 403 ? ResultCode.forbidden : ResultCode.conflict);
}

/** Reads of the bound record, or of the request that called this one, read it too (only reads). */
async function readsElsewhere(tx: Db, auth: AuthContext, instance: InstanceRow): Promise<boolean> {
  if (await readsBoundRecord(tx, auth, instance.biz_type, instance.business_key)) return true;
  if (!instance.parent_instance_key) return false;
  const [parent] = await tx.select().from(wfInstance).where(eq(wfInstance.instance_key, instance.parent_instance_key)).limit(1);
  return parent ? (await verdict(tx, auth, 'read', parent)).decision === 'allow' : false;
}

async function verdict(tx: Db, auth: AuthContext, op: Operation, instance: InstanceRow, task?: TaskRow) {
  const state = await requestStateOf(tx, instance);
  const relations = await relationsOf(tx, auth, instance, task);
  let decision: Decision = decide(op, relations, state);
  if (decision === 403 && (op === 'read' || op === 'download') && !auth.isPartner && (await readsElsewhere(tx, auth, instance))) {
    relations.push('recordReader');
    decision = decide(op, relations, state);
  }
  return { state, relations, decision };
}

/** Throws the refusal the table decides for the caller; returns when the operation is theirs now. */
export async function authorize(tx: Db, auth: AuthContext, op: Operation, instance: InstanceRow, task?: TaskRow): Promise<void> {
  const { state, relations, decision } = await verdict(tx, auth, op, instance, task);
  if (decision !== 'allow') throw refusal(op, decision, relations, state, task);
}

/** Starting a request concerns no request yet: any staff account may (the table's start row). */
export function authorizeStart(auth: Pick<AuthContext, 'isPartner'>): void {
  if (decide('start', auth.isPartner ? ['partner'] : ['stranger'], 'running') !== 'allow') throw forbidden('workflow.staffOnly');
}
