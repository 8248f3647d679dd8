import type { FormDesign } from '@/lib/contract/approval-form/design';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import type { Db } from '../../../db/client';
import { dictionaryByCode, itemsByCode } from '../../../dictionaries/store';
import { WorkflowError } from '../model/errors';

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A designed form's choices drawn from a dictionary take their options from its enabled items at
 * the moment a value is checked, so a submission naming an item the dictionary does not hold (or no
 * longer offers) is refused like one outside a choice's own options. The graph is left as it was.
 */
export async function withDictionaryChoices(db: Db, graph: ProcessGraph, data: Record<string, unknown>): Promise<ProcessGraph> {
  const design = graph.formDesign;
  if (!design?.fields.some((c) => c.kind === 'choice' && c.dictionary)) return graph;
  const fields = [];
  for (const control of design.fields) {
    if (control.kind !== 'choice' || !control.dictionary) {
      fields.push(control);
      continue;
    }
    const items = await itemsByCode(db, control.dictionary);
    // A choice without options takes any value, so one whose dictionary offers nothing is refused here.
    if (items.length === 0 && !isBlank(data[control.id])) throw new WorkflowError('approvalForm.rules.notInList', { field: control.label });
    fields.push({ ...control, options: items.map((i) => ({ value: i.value, label: i.text })) });
  }
  return { ...graph, formDesign: { ...design, fields } };
}

/** The deploy refuses a form whose choice names a dictionary the system does not have, naming the control. */
export async function refuseUnknownDictionaries(db: Db, design: FormDesign | undefined): Promise<void> {
  for (const control of design?.fields ?? []) {
    if (control.kind !== 'choice' || !control.dictionary) continue;
    if (!(await dictionaryByCode(db, control.dictionary))) throw new WorkflowError('approvalForm.design.unknownDictionary', { control: control.label, code: control.dictionary });
  }
}
