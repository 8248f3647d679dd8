import type { ModdleElement } from 'bpmn-moddle';
import { extElements } from './bpmn-read';
import { WorkflowError } from './errors';
import { checkExpression, ExpressionError } from './expression';
import type { CallActivityDef, VariableMapping } from '@/lib/contract/workflow-graph';
import { describe } from '@/lib/workflow/element-label';

const NAME = /^[A-Za-z_$][\w$]{0,63}$/;
const PROCESS_KEY = /^[A-Za-z_][\w.-]{0,127}$/;

/** The deploy's reading of a call activity: the called process's key and the `in` / `out` mappings. */
export function compileCallActivity(element: ModdleElement): CallActivityDef {
  const refuse = (detail: string) => new WorkflowError('workflow.deploy.badCallActivity', { name: describe(element), detail });
  const calledElement = String(element.calledElement ?? '').trim();
  if (!PROCESS_KEY.test(calledElement)) throw refuse(calledElement ? `calledElement ${calledElement}` : 'calledElement');
  const mappings = (kind: 'in' | 'out'): VariableMapping[] =>
    extElements(element, kind)
      .filter((m) => String(m.get('variables') ?? m.$attrs?.variables ?? '') !== 'all')
      .map((m) => {
        const read = (name: string) => ((m.get(name) ?? m.$attrs?.[name]) as string | undefined)?.trim() || null;
        const mapping = { source: read('source'), sourceExpression: read('sourceExpression'), target: read('target') ?? '' };
        if (!NAME.test(mapping.target) || (!mapping.source && !mapping.sourceExpression)) throw refuse(`${kind} ${mapping.target}`);
        if (mapping.source && !NAME.test(mapping.source)) throw refuse(`${kind} ${mapping.source}`);
        if (mapping.sourceExpression) {
          try {
            checkExpression(mapping.sourceExpression);
          } catch (error) {
            if (error instanceof ExpressionError) throw refuse(error.message);
            throw error;
          }
        }
        return mapping;
      });
  const inputs = mappings('in');
  // Camunda's <camunda:in variables="all"/> and a call without any `in` pass every variable.
  const all = extElements(element, 'in').some((m) => String(m.get('variables') ?? m.$attrs?.variables ?? '') === 'all') || inputs.length === 0;
  return { calledElement, inputs: all ? null : inputs, outputs: mappings('out') };
}
