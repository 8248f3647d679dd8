import { ResultCode } from '@/lib/contract/envelope';
import { type ProcessGraph, startOf } from '@/lib/contract/workflow-graph';
import { WorkflowError } from '../model/errors';
import type { InstanceRow } from '../store/store';
import { RESERVED_VARIABLES } from '../model/reserved-variables';

// What a start or a decision may change of a request's variables and start form, and how the changes are put in.

export const reserved: ReadonlySet<string> = new Set<string>(RESERVED_VARIABLES);

/** Caller-supplied variables never overwrite what the engine keeps itself (initiator, counters). */
export function ownVariables(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !reserved.has(k)));
}

/**
 * A request bound to a record is routed by the record's values: nobody deciding it sets variables
 * or changes a start-form value (an unchanged one, as a resubmit dialog sends it back, is fine).
 */
export function keepRecordRouting(graph: ProcessGraph, instance: InstanceRow, formData: Record<string, unknown>, variables: Record<string, unknown>): void {
  const startFields = new Set([...startOf(graph).form.map((f) => f.id), ...Object.keys(instance.form_data)]);
  const changed = Object.keys(formData).some((k) => startFields.has(k) && JSON.stringify(formData[k] ?? null) !== JSON.stringify(instance.form_data[k] ?? null));
  if (changed || Object.keys(variables).length) throw new WorkflowError('workflow.binding.fromRecord', {}, ResultCode.forbidden);
}

export const pick = (values: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => Object.hasOwn(values, k)).map((k) => [k, values[k]]));

/** The stored form with its designed controls replaced by the checked ones (a control shown no more is dropped); other keys kept. */
export function withDesignedForm(graph: ProcessGraph, stored: Record<string, unknown>, designed: Record<string, unknown>): Record<string, unknown> {
  const ids = new Set(graph.formDesign?.fields.map((c) => c.id) ?? []);
  return { ...Object.fromEntries(Object.entries(stored).filter(([k]) => !ids.has(k))), ...designed };
}
