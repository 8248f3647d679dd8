import type { ModdleElement } from 'bpmn-moddle';
import { extAttr } from './bpmn-read';
import { WorkflowError } from './errors';
import { checkExpression, ExpressionError } from './expression';
import type { ScriptTaskDef } from '@/lib/contract/workflow-graph';
import { RESERVED_VARIABLES } from './reserved-variables';
import { parseScript, ScriptSyntaxError } from './script-task';
import { describe } from '@/lib/workflow/element-label';
import type { Dialect } from '@/lib/workflow/moddle-extensions';

/** The deploy's reading of a script task (its format was checked by the shared rule). */
export function compileScript(element: ModdleElement, dialect: Dialect): ScriptTaskDef {
  const refuse = (detail: string) => new WorkflowError('workflow.deploy.badScript', { name: describe(element), detail });
  const text = String(element.script ?? '');
  try {
    const assignments = parseScript(text, extAttr(element, 'resultVariable', dialect));
    for (const a of assignments) {
      if ((RESERVED_VARIABLES as readonly string[]).includes(a.variable)) throw refuse(`${a.variable} 由引擎提供，不能赋值`);
      checkExpression(a.expression);
    }
    return { assignments };
  } catch (error) {
    if (error instanceof ScriptSyntaxError || error instanceof ExpressionError) throw refuse(error.message);
    throw error;
  }
}
