import type { ModdleElement } from 'bpmn-moddle';
import { WorkflowError } from './errors';
import { checkExpression, ExpressionError } from './expression';
import type { ListenerDef } from '@/lib/contract/workflow-graph';
import { describe } from '@/lib/workflow/element-label';
import { listenerPlace, runnableListener } from '@/lib/workflow/listener-actions';
import type { ModdleNode } from '@/lib/workflow/moddle-node';
import { listenersOf } from '@/lib/workflow/runnable';

/**
 * The deploy's reading of an element's listeners, split into execution and task listeners. The
 * shared rule already refused every listener the engine does not run; here their arguments are
 * compiled, so a bad one is refused naming the element.
 */
export function compileListeners(element: ModdleElement): { execution: ListenerDef[]; task: ListenerDef[] } {
  const execution: ListenerDef[] = [];
  const task: ListenerDef[] = [];
  const node = element as unknown as ModdleNode;
  for (const listener of listenersOf(node)) {
    const kind = listener.$type.slice(listener.$type.indexOf(':') + 1).toLowerCase() as 'executionlistener' | 'tasklistener';
    const place = listenerPlace(node.$type, kind);
    const action = place ? runnableListener(listener, place) : null;
    if (!place || !action) continue;
    const args = action.args.map((arg) => `\${${arg}}`);
    for (const arg of args) {
      try {
        checkExpression(arg);
      } catch (error) {
        if (error instanceof ExpressionError) throw new WorkflowError('workflow.deploy.badExpression', { name: describe(element), what: action.action, detail: error.message });
        throw error;
      }
    }
    const event = String(listener.get('event') ?? '') || 'take';
    (kind === 'tasklistener' ? task : execution).push({ event, action: action.action, args });
  }
  return { execution, task };
}
