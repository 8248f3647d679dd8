import { childrenOf, text, type ModdleNode } from './moddle-node';

/**
 * The listeners the engine runs: of expression type, calling one of a closed set of built-in
 * actions. Shared by the deploy (what it compiles), the designer (what it marks and offers) and
 * the docs. Pure: it reads moddle elements and texts only.
 *
 *   ${setVariable('level', amount > 10000 ? 'high' : 'normal')}   sets a process variable
 *   ${notify(initiator, '您的申请已到财务审核')}                      a business message to users
 *   ${setBusinessStatus('APPROVED')}                                 reports a status to the bound record
 *
 * Each argument is an expression over the process variables (a string literal included).
 */

export const LISTENER_ACTIONS = ['setVariable', 'notify', 'setBusinessStatus'] as const;
export type ListenerActionName = (typeof LISTENER_ACTIONS)[number];

/** What setBusinessStatus may report: the statuses a business binding maps to its record's values. */
export const BUSINESS_STATUSES = ['RUNNING', 'APPROVED', 'REJECTED', 'CANCELED'] as const;

/** The events a runnable listener may listen to, by where it sits. */
export const RUNNABLE_EVENTS = {
  process: ['start', 'end'],
  node: ['start', 'end'],
  flow: ['take'],
  task: ['create', 'assignment', 'complete'],
} as const;
export type ListenerPlace = keyof typeof RUNNABLE_EVENTS;

export interface ListenerAction {
  action: ListenerActionName;
  /** The arguments' source texts, each an expression without `${}`. */
  args: string[];
}

const ARITY: Record<ListenerActionName, number> = { setVariable: 2, notify: 2, setBusinessStatus: 1 };
const VARIABLE_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

/** What the designer fills in when a built-in action is picked: a call to edit. */
export const ACTION_TEMPLATES: Record<ListenerActionName, string> = {
  setVariable: "${setVariable('result', true)}",
  notify: "${notify(initiator, '您的申请有新进展')}",
  setBusinessStatus: "${setBusinessStatus('APPROVED')}",
};

/** Splits at top-level commas, outside string literals and brackets. */
function splitArgs(body: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < body.length && body[j] !== c) j += body[j] === '\\' ? 2 : 1;
      current += body.slice(i, j + 1);
      i = j;
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    if (')]}'.includes(c)) depth -= 1;
    if (c === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  if (current.trim() || out.length > 0) out.push(current.trim());
  return out;
}

/** The literal text of a quoted string argument, or null when the argument is not one. */
export function stringLiteral(arg: string): string | null {
  const m = /^(['"])((?:(?!\1)[^\\]|\\.)*)\1$/.exec(arg.trim());
  return m ? m[2]!.replace(/\\(.)/g, '$1') : null;
}

/** Reads a listener expression as a built-in action call; null when it is not one the engine runs. */
export function parseListenerAction(expression: string): ListenerAction | null {
  const m = /^\s*[$#]\{\s*([A-Za-z]+)\s*\(([\s\S]*)\)\s*\}\s*$/.exec(expression);
  if (!m || !(LISTENER_ACTIONS as readonly string[]).includes(m[1]!)) return null;
  const action = m[1] as ListenerActionName;
  const args = splitArgs(m[2]!);
  if (args.length !== ARITY[action] || args.some((a) => a === '')) return null;
  if (action === 'setVariable' && !VARIABLE_NAME.test(stringLiteral(args[0]!) ?? '')) return null;
  if (action === 'setBusinessStatus' && !(BUSINESS_STATUSES as readonly string[]).includes(stringLiteral(args[0]!) ?? '')) return null;
  return { action, args };
}

/** Where a listener of this kind on this element listens, or null where the engine runs none. */
export function listenerPlace(elementType: string, listenerKind: 'executionlistener' | 'tasklistener'): ListenerPlace | null {
  if (listenerKind === 'tasklistener') return elementType === 'bpmn:UserTask' ? 'task' : null;
  if (elementType === 'bpmn:Process') return 'process';
  return elementType === 'bpmn:SequenceFlow' ? 'flow' : 'node';
}

/** The listener's action when the engine runs it there: expression type, a known event, a built-in action. */
export function runnableListener(listener: ModdleNode, place: ListenerPlace): ListenerAction | null {
  if (text(listener, 'class') || text(listener, 'delegateExpression') || listener.get('script')) return null;
  if (childrenOf(listener, 'fields').length > 0) return null;
  // A flow's listener without an event listens to its taking, as in Flowable and Camunda.
  const event = text(listener, 'event') || (place === 'flow' ? 'take' : '');
  if (!(RUNNABLE_EVENTS[place] as readonly string[]).includes(event)) return null;
  return parseListenerAction(text(listener, 'expression'));
}
