import type { ModdleElement } from 'bpmn-moddle';
import { ApproverRuleError, readApproverRule, RULE_PROPERTIES, type ApproverRule } from '@/lib/workflow/approver-rule';
import { describe } from '@/lib/workflow/element-label';
import { COPY_KINDS, readHttpSettings, serviceFields, serviceTaskKind, type HttpTaskSettings } from '@/lib/workflow/service-task';
import { WorkflowError } from './errors';
import { checkExpression, ExpressionError } from './expression';
import type { ServiceTaskNode } from '@/lib/contract/workflow-graph';

/**
 * The deploy's reading of the service tasks the engine runs (lib/workflow/service-task.ts): a copy
 * node's approver rule, an HTTP task's fields. The shared rule already refused every other kind.
 */

function copyRule(element: ModdleElement, property: (name: string) => string | null): ApproverRule {
  const kind = property(RULE_PROPERTIES.kind)?.trim() ?? '';
  const refuse = (name: string, value: string) => new WorkflowError('workflow.deploy.badCopyNode', { name: describe(element), property: name, value });
  if (!(COPY_KINDS as readonly string[]).includes(kind)) throw refuse(RULE_PROPERTIES.kind, kind);
  let rule: ApproverRule | null;
  try {
    // Only whom to copy counts: what an approver rule does about nobody or the initiator has no meaning here.
    rule = readApproverRule({ [RULE_PROPERTIES.kind]: kind, [RULE_PROPERTIES.value]: property(RULE_PROPERTIES.value) });
  } catch (error) {
    if (error instanceof ApproverRuleError) throw refuse(error.property, error.value);
    throw error;
  }
  if (rule!.expression) {
    try {
      checkExpression(rule!.expression);
    } catch (error) {
      if (error instanceof ExpressionError) throw refuse(RULE_PROPERTIES.value, error.message);
      throw error;
    }
  }
  return rule!;
}

function httpSettings(element: ModdleElement): HttpTaskSettings {
  const read = readHttpSettings(serviceFields(element));
  if ('problem' in read) throw new WorkflowError('workflow.deploy.badHttpTask', { name: describe(element), field: read.problem.field, value: read.problem.value });
  const { settings } = read;
  for (const [field, text] of [['requestUrl', settings.url], ['requestBody', settings.body], ...settings.headers.map((h) => ['requestHeaders', h.value])] as const) {
    if (!text) continue;
    try {
      checkExpression(text);
    } catch (error) {
      if (error instanceof ExpressionError) throw new WorkflowError('workflow.deploy.badHttpTask', { name: describe(element), field, value: error.message });
      throw error;
    }
  }
  return settings;
}

/** What a runnable service task adds to its graph node. */
export function compileServiceTask(element: ModdleElement, property: (name: string) => string | null): Pick<ServiceTaskNode, 'copyTask' | 'httpTask'> {
  return serviceTaskKind(element) === 'copy' ? { copyTask: { rule: copyRule(element, property) } } : { httpTask: httpSettings(element) };
}
