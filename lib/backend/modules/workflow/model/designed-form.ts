import { formOf, type GraphNode, type ProcessGraph } from '@/lib/contract/workflow-graph';
import { formDesignSchema, type FormDesign } from '@/lib/contract/approval-form/design';
import { designIssues } from '@/lib/contract/approval-form/design-check';
import { designIn } from '@/lib/contract/approval-form/design-language';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { rightsIssueAgainst } from '@/lib/contract/approval-form/field-rights';
import { templateTokens } from '@/lib/contract/approval-form/title-template';
import { checkSubmission, type RuleText } from '@/lib/contract/approval-form/submission';
import type { DayCounter } from '@/lib/contract/approval-form/working-days';
import { messageWith } from '@/lib/entity/messages';
import { WorkflowError } from './errors';
import { checkFormData } from './form-check';

/**
 * The start form of a version with a designed form is checked against that form (the same rules the
 * browser ran, generated from the version the request runs on) and its formulas are recomputed here;
 * other forms keep the BPMN form fields' check.
 */

/** Rule messages as message keys with values; a detail cell is named by table, row and column. */
export const serverRuleText: RuleText = (key, values) => (key === 'inRow' ? `${values.table} #${values.row} ${values.column}` : messageWith(`approvalForm.rules.${key}`, values));

/**
 * The node's submitted form, checked: refused with the first rule it breaks, naming the control as
 * the reader reads it (design-language.ts). `countDays` counts the working days of date ranges on
 * the working calendar (store/working-time.ts).
 */
export function checkNodeForm(graph: ProcessGraph, node: GraphNode | undefined, data: Record<string, unknown>, countDays?: DayCounter, locale: Locale = defaultLocale): Record<string, unknown> {
  if (node?.type === 'startEvent' && graph.formDesign) {
    const { values, issues } = checkSubmission(designIn(locale, graph.formDesign), data, serverRuleText, countDays);
    if (issues.length) throw new WorkflowError(issues[0]!);
    return values;
  }
  return checkFormData(formOf(node), data, locale);
}

export const checkStartForm = (graph: ProcessGraph, data: Record<string, unknown>, countDays?: DayCounter, locale?: Locale) => checkNodeForm(graph, graph.nodes[graph.startNodeId], data, countDays, locale);

/** A start form being filled in, for previews: what is valid so far, formulas computed. */
export function startFormSoFar(graph: ProcessGraph, data: Record<string, unknown>, countDays?: DayCounter): Record<string, unknown> {
  if (graph.formDesign) return checkSubmission(graph.formDesign, data, serverRuleText, countDays).values;
  try {
    return checkFormData(formOf(graph.nodes[graph.startNodeId]), data);
  } catch {
    return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== '' && v !== null && v !== undefined));
  }
}

/** The model's form as a version freezes it: refused, naming the control, when it cannot be filled in right. */
export function publishableForm(saved: unknown): FormDesign {
  const parsed = formDesignSchema.safeParse(saved);
  if (!parsed.success) throw new WorkflowError('approvalForm.design.invalid');
  const [issue] = designIssues(parsed.data);
  if (issue) throw new WorkflowError(`approvalForm.design.${issue.key}`, issue.values);
  return parsed.data;
}

/**
 * Every step's field rights name controls of the version's form (and edit only what can be typed),
 * or the deploy is refused naming the step and control. A control a step hides cannot be part of
 * the title either: every list shows the title to whoever the request reaches.
 */
export function refuseMisfitRights(graph: ProcessGraph): void {
  const inTitle = new Set(templateTokens(graph.formDesign?.titleTemplate ?? ''));
  for (const node of Object.values(graph.nodes)) {
    if (node.type !== 'userTask' || !node.userTask.formRights) continue;
    const name = node.name ? `${node.name} (${node.id})` : node.id;
    const issue = rightsIssueAgainst(graph.formDesign, node.userTask.formRights);
    if (issue) throw new WorkflowError(`workflow.deploy.${issue.key}`, { name, field: 'field' in issue ? issue.field : '' });
    const hiddenInTitle = graph.formDesign?.fields.find((c) => inTitle.has(c.id) && node.userTask.formRights?.[c.id] === 'hidden');
    if (hiddenInTitle) throw new WorkflowError('workflow.deploy.formRightInTitle', { name, field: `${hiddenInTitle.label} (${hiddenInTitle.id})` });
  }
}
