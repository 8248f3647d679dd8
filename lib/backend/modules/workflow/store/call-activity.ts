import { startOf } from '@/lib/contract/workflow-graph';
import { and, eq, inArray } from 'drizzle-orm';
import type { InstanceStatus } from '@/lib/contract/workflow';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfInstance } from '../../../db/schema';
import { newRecordKey } from '../../../entity/crud';
import { approverOptions } from './approver-facts';
import { graphOf, latestDefinition } from './definitions';
import type { Effect } from '../run/effects';
import { emptyEngineState } from '@/lib/contract/workflow-engine-state';
import { WorkflowError } from '../model/errors';
import { resumeCallActivity, startInstance, stopInstance, type StepResult } from '../run/interpreter';

/**
 * Call activities in the store, inside the action's transaction. A call starts the called
 * process's latest deployment as a child instance (wf_instance.parent_instance_key and
 * parent_token_key), with its own tasks, started in the caller's initiator's name; the caller's
 * token waits. The child's approval resumes the caller with the variables passed out; a child
 * rejected or canceled ends the caller the same way; a caller that ends or leaves the call
 * (a return, a terminate) cancels the child.
 */

type Actor = Pick<AuthContext, 'userKey' | 'realname' | 'roleCodes' | 'departKeys' | 'isAdmin'>;
type InstanceRow = typeof wfInstance.$inferSelect;
type Apply = (tx: Db, actor: Actor, instance: InstanceRow, step: StepResult, endStatus: Exclude<InstanceStatus, 'RUNNING'>) => Promise<InstanceStatus>;

/** Calls nested deeper than this are refused: a process that calls itself would never stop. */
const MAX_DEPTH = 8;

async function depthOf(tx: Db, instance: InstanceRow): Promise<number> {
  let depth = 0;
  for (let parent = instance.parent_instance_key; parent && depth <= MAX_DEPTH; depth += 1) {
    const [row] = await tx.select({ parent: wfInstance.parent_instance_key }).from(wfInstance).where(eq(wfInstance.instance_key, parent)).limit(1);
    parent = row?.parent ?? null;
  }
  return depth;
}

export async function startChildren(tx: Db, actor: Actor, parent: InstanceRow, effects: readonly Effect[], apply: Apply): Promise<void> {
  for (const effect of effects) {
    if (effect.kind !== 'startChild') continue;
    if ((await depthOf(tx, parent)) >= MAX_DEPTH) throw new WorkflowError('workflow.run.callTooDeep', { node: effect.source });
    const found = await latestDefinition(tx, { processKey: effect.processKey });
    if (!found) throw new WorkflowError('workflow.run.calledNotDeployed', { node: effect.source, process: effect.processKey });
    const definition = found.definition;
    const graph = await graphOf(tx, definition.definition_key);
    const variables: Record<string, unknown> = {
      ...effect.variables,
      initiator: parent.initiator,
      initiatorLeader: parent.variables.initiatorLeader ?? null,
      initiatorDepartments: parent.variables.initiatorDepartments ?? [],
      initiatorRoles: parent.variables.initiatorRoles ?? [],
      businessKey: parent.business_key,
    };
    const initiatorVariable = startOf(graph).initiatorVariable;
    if (initiatorVariable) variables[initiatorVariable] = parent.initiator;
    const child: InstanceRow = {
      instance_key: newRecordKey(),
      definition_key: definition.definition_key,
      model_key: definition.model_key,
      process_key: definition.process_key,
      process_name: definition.name,
      version: definition.version,
      title: `${parent.title} · ${definition.name}`.slice(0, 200),
      // A step of its caller's request: the caller's number names them both.
      request_no: null,
      // The business record follows its own process, not the called one.
      business_key: parent.business_key,
      biz_type: null,
      status: 'RUNNING',
      initiator: parent.initiator,
      initiator_name: parent.initiator_name,
      variables,
      form_data: {},
      engine_state: emptyEngineState(),
      revision: 1,
      urge_time: null,
      start_time: new Date(),
      end_time: null,
      parent_instance_key: parent.instance_key,
      parent_token_key: effect.tokenKey,
    };
    await tx.insert(wfInstance).values(child);
    await apply(tx, actor, child, startInstance(graph, variables, await approverOptions(tx, graph, child.initiator, variables)), 'APPROVED');
  }
}

/** The children of a caller's closed paths (all of them when it ended) are canceled. */
export async function cancelChildren(tx: Db, actor: Actor, parent: InstanceRow, step: StepResult, apply: Apply): Promise<void> {
  if (!step.ended && step.closedTokens.length === 0) return;
  const children = await tx
    .select()
    .from(wfInstance)
    .where(and(
      eq(wfInstance.parent_instance_key, parent.instance_key),
      eq(wfInstance.status, 'RUNNING'),
      step.ended ? undefined : inArray(wfInstance.parent_token_key, step.closedTokens),
    ))
    .for('update');
  for (const child of children) {
    const graph = await graphOf(tx, child.definition_key);
    await apply(tx, actor, child, stopInstance(graph, child.engine_state, child.variables), 'CANCELED');
  }
}

/** A child ended: its caller goes on (approved) or ends as the child did (rejected, canceled). */
export async function resumeParent(tx: Db, actor: Actor, child: InstanceRow, status: InstanceStatus, childVariables: Record<string, unknown>, apply: Apply): Promise<void> {
  if (!child.parent_instance_key || !child.parent_token_key || status === 'RUNNING') return;
  const [parent] = await tx.select().from(wfInstance).where(eq(wfInstance.instance_key, child.parent_instance_key)).for('update');
  if (!parent || parent.status !== 'RUNNING') return;
  if (!parent.engine_state.tokens.some((t) => t.key === child.parent_token_key && t.state === 'CALL')) return;
  const graph = await graphOf(tx, parent.definition_key);
  if (status === 'APPROVED') {
    const step = resumeCallActivity(graph, parent.engine_state, parent.variables, { tokenKey: child.parent_token_key, childVariables }, await approverOptions(tx, graph, parent.initiator, { ...parent.variables, ...childVariables }, parent.instance_key));
    await apply(tx, actor, parent, step, 'APPROVED');
  } else {
    await apply(tx, actor, parent, stopInstance(graph, parent.engine_state, parent.variables), status);
  }
}
