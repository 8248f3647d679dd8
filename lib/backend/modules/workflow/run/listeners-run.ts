import { WorkflowError } from '../model/errors';
import { evaluate, ExpressionError, UnknownVariableError } from '../model/expression';
import type { ListenerDef } from '@/lib/contract/workflow-graph';
import { stringLiteral, type BUSINESS_STATUSES } from '@/lib/workflow/listener-actions';

/**
 * Running the built-in listener actions inside the interpreter, which stays pure: setVariable
 * changes the step's variables, the others become effects that the store applies in the action's
 * own transaction (listeners-apply.ts).
 */

export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export type ListenerEffect =
  | { kind: 'notify'; recipients: string[]; text: string; source: string }
  | { kind: 'businessStatus'; status: BusinessStatus; source: string };

export interface ListenerOutcome {
  assign?: { name: string; value: unknown };
  effect?: ListenerEffect;
}

function argument(def: ListenerDef, index: number, scope: Record<string, unknown>, source: string): unknown {
  try {
    return evaluate(def.args[index]!, scope, { strict: true });
  } catch (error) {
    if (error instanceof UnknownVariableError) throw new WorkflowError('workflow.run.listenerUnknownVariable', { name: source, action: def.action, variable: error.variable });
    if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.listenerFailed', { name: source, action: def.action, detail: error.message });
    throw error;
  }
}

/** The user keys a notify names: one key, a comma list or a list; blanks dropped. */
function recipientsOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : String(value).split(',');
  return [...new Set(items.map((v) => String(v ?? '').trim()).filter(Boolean))];
}

/** One listener over the variables (and, for a task listener, `task`): what it assigns or asks the store to do. */
export function runListener(def: ListenerDef, scope: Record<string, unknown>, source: string): ListenerOutcome {
  switch (def.action) {
    case 'setVariable': {
      // The name is a string literal, checked by the shared rule.
      const name = stringLiteral(def.args[0]!.slice(2, -1))!;
      return { assign: { name, value: argument(def, 1, scope, source) } };
    }
    case 'notify': {
      const recipients = recipientsOf(argument(def, 0, scope, source));
      const text = String(argument(def, 1, scope, source) ?? '').trim();
      return recipients.length && text ? { effect: { kind: 'notify', recipients, text, source } } : {};
    }
    case 'setBusinessStatus':
      return { effect: { kind: 'businessStatus', status: stringLiteral(def.args[0]!.slice(2, -1)) as BusinessStatus, source } };
  }
}
