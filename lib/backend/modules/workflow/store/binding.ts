import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wfInstance } from '../../../db/schema';
import type { RecordBinding } from '../../../entity/approval-port';
import { WorkflowError } from '../model/errors';

/**
 * The one way a business record (a project, a contract, a payment, a quote) takes part in an
 * approval: its module registers a binding under a biz_type; a process started with that biz_type
 * and the record's key as business key reports every status change to the binding, inside the
 * same transaction as the engine's own change.
 */

export type { BindingEvent } from '../../../entity/approval-port';
/** The engine's record binding: what the workflow reports a bound record's status changes to. */
export type WorkflowBinding = RecordBinding;

const bindings = new Map<string, WorkflowBinding>();

export function registerWorkflowBinding(bizType: string, binding: WorkflowBinding): void {
  bindings.set(bizType, binding);
}

export function bindingOf(bizType: string): WorkflowBinding {
  const binding = bindings.get(bizType);
  if (!binding) throw new WorkflowError('workflow.binding.unknown', { type: bizType });
  return binding;
}

/** Every process of a business record, newest first (each round of its approval: submitted, returned, submitted again). */
export async function processesOf(db: Db, bizType: string, businessKey: string) {
  return db
    .select({ instance_key: wfInstance.instance_key, status: wfInstance.status, start_time: wfInstance.start_time, end_time: wfInstance.end_time, initiator: wfInstance.initiator, initiator_name: wfInstance.initiator_name })
    .from(wfInstance)
    .where(and(eq(wfInstance.biz_type, bizType), eq(wfInstance.business_key, businessKey)))
    .orderBy(desc(wfInstance.start_time), desc(wfInstance.instance_key));
}
