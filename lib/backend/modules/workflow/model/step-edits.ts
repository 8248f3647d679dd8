import { isFormFile } from '@/lib/contract/approval-form/attachments';
import { editableFieldsOf } from '@/lib/contract/approval-form/field-rights';
import { checkSubmission } from '@/lib/contract/approval-form/submission';
import type { ProcessGraph, UserTaskNode } from '@/lib/contract/workflow-graph';
import { WorkflowError } from './errors';
import type { DayCounter } from '@/lib/contract/approval-form/working-days';
import { serverRuleText } from './designed-form';
import { designIn } from '@/lib/contract/approval-form/design-language';
import { nameIn } from '@/lib/entity/english-name';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * An approver's changes to a request's designed form (字段权限 edit): only the controls their step
 * lets them edit, and the whole form checked again against the version's rules with its formulas
 * recomputed, as at the start. Other keys of the task's payload are the task's own form, as before.
 * A refusal names the control and the step in the reader's language.
 */

export interface StepEdits {
  /** The controls the approver sent, by id; empty when the form stays as it was. */
  edited: Record<string, unknown>;
  /** The request's whole designed form after the edits, checked, formulas recomputed, files still as keys. */
  values: Record<string, unknown> | null;
  /** What the payload holds besides the designed form's controls. */
  rest: Record<string, unknown>;
}

/** The stored form as a submission sends it: attachment files by key. */
function asSubmitted(stored: Record<string, unknown>): Record<string, unknown> {
  const keysOf = (list: readonly unknown[]): unknown[] => list.map((f) => (isFormFile(f) ? f.file_key : f));
  return Object.fromEntries(Object.entries(stored).map(([k, v]): [string, unknown] => [k, Array.isArray(v) && v.some(isFormFile) ? keysOf(v) : v]));
}

export function stepEdits(graph: ProcessGraph, node: UserTaskNode, stored: Record<string, unknown>, sent: Record<string, unknown>, variables: Record<string, unknown>, countDays?: DayCounter, locale: Locale = defaultLocale): StepEdits {
  const design = graph.formDesign ? designIn(locale, graph.formDesign) : undefined;
  if (!design) return { edited: {}, values: null, rest: sent };
  const labels = new Map(design.fields.map((c) => [c.id, c.label]));
  const editable = new Set(editableFieldsOf(node.userTask.formRights));
  const refuse = (field: string) => {
    throw new WorkflowError('workflow.form.notEditable', { field: labels.get(field) ?? field, task: node.name ? nameIn(locale, node.name, node.nameEn) : node.id });
  };
  // A control's value reaches the request and its routing only through the form, checked.
  for (const key of Object.keys(variables)) if (labels.has(key)) refuse(key);
  const edited: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent)) {
    if (!labels.has(key)) rest[key] = value;
    else if (editable.has(key)) edited[key] = value;
    else refuse(key);
  }
  if (Object.keys(edited).length === 0) return { edited, values: null, rest };
  const { values, issues } = checkSubmission(design, { ...asSubmitted(stored), ...edited }, serverRuleText, countDays);
  if (issues.length) throw new WorkflowError(issues[0]!);
  return { edited, values, rest };
}
