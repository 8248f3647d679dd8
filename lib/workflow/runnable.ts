import { describe, localType } from './element-label';
import { listenerPlace, runnableListener } from './listener-actions';
import type { ModdleNode } from './moddle-node';
import { serviceTaskKind } from './service-task';

/**
 * What the process engine runs, as one rule the deploy and the designer share: the deploy refuses
 * the first problem it answers, the designer marks all of them before anyone deploys. Pure: it
 * reads moddle elements only (bpmn-moddle's on the server, bpmn-js's in the browser).
 */

/** The BPMN elements the engine executes, with the kind of node each becomes. */
export const RUNNABLE_NODES = {
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:UserTask': 'userTask',
  'bpmn:Task': 'task',
  'bpmn:ManualTask': 'task',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
  'bpmn:InclusiveGateway': 'inclusiveGateway',
  'bpmn:ScriptTask': 'scriptTask',
  'bpmn:SubProcess': 'subProcess',
  'bpmn:CallActivity': 'callActivity',
  // Only of type copy or http (service-task.ts); any other service task is refused as a whole.
  'bpmn:ServiceTask': 'serviceTask',
  // Only a timer on a user task (isTimerBoundary); any other boundary event is refused as a whole.
  'bpmn:BoundaryEvent': 'boundaryEvent',
  // Only a timer (isDelay): the delay (延迟器); a message or signal catch is refused as a whole.
  'bpmn:IntermediateCatchEvent': 'delay',
} as const;

export type RunnableNodeType = (typeof RUNNABLE_NODES)[keyof typeof RUNNABLE_NODES];

/** Elements that describe data or layout and have no behaviour of their own. */
export const PASSIVE = new Set(['bpmn:SequenceFlow', 'bpmn:DataObject', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference']);

/** Expression languages of conditions that mean an expression, not a script. */
export const EXPRESSION_LANGUAGES = new Set(['', 'juel', 'jexl', 'http://www.omg.org/spec/bpmn/20100524/model', 'http://www.w3.org/1999/xpath']);

/** Script formats a script task may use: the engine's expression language (see script-task.ts on the server). */
export const SCRIPT_FORMATS = new Set(['juel', 'jexl']);

/** The message key of every problem: the deploy's refusal of what it cannot run. */
export const UNSUPPORTED = 'workflow.deploy.unsupported';

export interface RunProblem {
  /** The element the problem is on (a flow node, a sequence flow or the process). */
  elementId: string;
  key: typeof UNSUPPORTED;
  /** The refusal's values: what is not run, and the element as the message names it. */
  values: { element: string; name: string };
}

const LISTENERS = new Set(['executionlistener', 'tasklistener']);

const list = (node: ModdleNode, name: string): ModdleNode[] => {
  const value = node.get(name);
  return Array.isArray(value) ? (value as ModdleNode[]) : [];
};

const one = (node: ModdleNode, name: string) => node.get(name) as ModdleNode | undefined;

const listenerKind = (listener: ModdleNode) => listener.$type.slice(listener.$type.indexOf(':') + 1).toLowerCase() as 'executionlistener' | 'tasklistener';

/** Listeners of any dialect, also those of a dialect the document does not use (kept as generic elements). */
export function listenersOf(element: ModdleNode): ModdleNode[] {
  const ext = one(element, 'extensionElements');
  return ext ? list(ext, 'values').filter((v) => LISTENERS.has(listenerKind(v))) : [];
}

/**
 * Whether the engine runs this listener of the element: one of expression type calling a built-in
 * action (listener-actions.ts) on an event it fires there. Class, delegate-expression and script
 * listeners never run.
 */
export function listenerRuns(element: ModdleNode, listener: ModdleNode): boolean {
  const place = listenerPlace(element.$type, listenerKind(listener));
  return place !== null && runnableListener(listener, place) !== null;
}

/** Whether the element carries an execution (or task) listener the engine does not run. */
export function hasListenerNotRun(element: ModdleNode, kind: 'execution' | 'task'): boolean {
  return listenersOf(element).some((l) => listenerKind(l) === `${kind}listener` && !listenerRuns(element, l));
}

/** The element's one timer definition with a duration or a date (not a cycle), if that is all it has. */
function runnableTimer(element: ModdleNode): ModdleNode | null {
  const definitions = list(element, 'eventDefinitions');
  const timer = definitions.length === 1 && definitions[0]!.$type === 'bpmn:TimerEventDefinition' ? definitions[0]! : null;
  return timer && !one(timer, 'timeCycle') && (one(timer, 'timeDuration') || one(timer, 'timeDate')) ? timer : null;
}

/**
 * A boundary event the engine runs: one timer definition with a duration or a date (not a cycle),
 * on a user task.
 */
export function isTimerBoundary(element: ModdleNode): boolean {
  return runnableTimer(element) !== null && one(element, 'attachedToRef')?.$type === 'bpmn:UserTask';
}

/** An intermediate catch event the engine runs, a delay (延迟器): one timer definition with a duration or a date. */
export function isDelay(element: ModdleNode): boolean {
  return runnableTimer(element) !== null;
}

/**
 * The runnable rule of each node kind: whether an element of the kind runs at all (else it is
 * refused as a whole), what of it does not, and whether it may loop. One entry per kind, so a new
 * kind states its rule; the server's behaviour of each kind lives in its node module (nodes/ of the
 * workflow engine).
 */
interface KindRule {
  /** false: the element is refused as a whole (a boundary event that is no timer on a user task). */
  runs?: (element: ModdleNode) => boolean;
  /** What of the element the engine does not run, named as the refusal names it. */
  parts?: (element: ModdleNode) => string[];
  /** A multi-instance loop runs on it. */
  loops?: boolean;
}

const definitionsOf = (element: ModdleNode) => list(element, 'eventDefinitions');

export const KIND_RULES: Record<RunnableNodeType, KindRule> = {
  startEvent: { parts: (e) => (definitionsOf(e)[0] ? [localType(definitionsOf(e)[0]!)] : []) },
  endEvent: {
    parts(e) {
      const definitions = definitionsOf(e);
      return definitions.length > 1 || (definitions[0] && definitions[0].$type !== 'bpmn:TerminateEventDefinition') ? [localType(definitions[0]!)] : [];
    },
  },
  userTask: { loops: true },
  task: {},
  exclusiveGateway: {},
  parallelGateway: {},
  inclusiveGateway: {},
  scriptTask: {
    parts(e) {
      const format = String(e.get('scriptFormat') ?? '');
      return SCRIPT_FORMATS.has(format.toLowerCase()) ? [] : [format ? `scriptTask (${format})` : 'scriptTask'];
    },
  },
  subProcess: { parts: (e) => (e.get('triggeredByEvent') === true ? ['event sub-process'] : []) },
  callActivity: {},
  serviceTask: { runs: (e) => serviceTaskKind(e) !== null },
  boundaryEvent: { runs: isTimerBoundary },
  delay: { runs: isDelay },
};

const kindOf = (element: ModdleNode) => (RUNNABLE_NODES as Record<string, RunnableNodeType | undefined>)[element.$type];

/** What of the element itself (not its listeners) the engine cannot run, named as the refusal names it. */
function unsupportedParts(element: ModdleNode): string[] {
  const type = element.$type;
  if (type === 'bpmn:Process') return [];
  if (type === 'bpmn:SequenceFlow') {
    const condition = one(element, 'conditionExpression');
    if (!condition) return [];
    const language = condition.get('language');
    return EXPRESSION_LANGUAGES.has(String(language ?? '').toLowerCase()) ? [] : [`script condition (${String(language)})`];
  }
  const kind = kindOf(element);
  if (!kind) return PASSIVE.has(type) ? [] : [localType(element)];
  const rule = KIND_RULES[kind];
  if (rule.runs && !rule.runs(element)) return [localType(element)];
  const parts: string[] = [];
  if (element.get('isForCompensation') === true) parts.push('compensation');
  parts.push(...(rule.parts?.(element) ?? []));
  const loop = one(element, 'loopCharacteristics');
  if (loop && (!rule.loops || loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics')) parts.push(localType(loop));
  return parts;
}

/**
 * The problems of one element, in the order the deploy finds them: its listeners, then what it
 * is or uses. An element of a kind the engine does not know is one problem, whatever it carries.
 */
export function problemsOf(element: ModdleNode): RunProblem[] {
  const own = unsupportedParts(element);
  const kind = kindOf(element);
  const runnable = kind !== undefined && (KIND_RULES[kind].runs?.(element) ?? true);
  const known = element.$type === 'bpmn:Process' || element.$type === 'bpmn:SequenceFlow' || runnable;
  const what = [...(known ? listenersOf(element).filter((l) => !listenerRuns(element, l)).map((l) => localType(l)) : []), ...own];
  const elementId = String(element.get('id') ?? '');
  return what.map((part) => ({ elementId, key: UNSUPPORTED, values: { element: part, name: describe(element) } }));
}

/** The problems of a process: its own, then each element's in model order (inside an embedded sub-process too). */
export function processProblems(process: ModdleNode): RunProblem[] {
  const within = (container: ModdleNode): ModdleNode[] =>
    list(container, 'flowElements').flatMap((e) => (e.$type === 'bpmn:SubProcess' ? [e, ...within(e)] : [e]));
  return [process, ...within(process)].flatMap(problemsOf);
}

/**
 * The problems of a document: those of the process the deploy would run (the executable ones;
 * when none is marked executable, every process, since each could be the one meant).
 */
export function modelProblems(definitions: ModdleNode | undefined): RunProblem[] {
  if (!definitions) return [];
  const processes = list(definitions, 'rootElements').filter((r) => r.$type === 'bpmn:Process');
  const executable = processes.filter((p) => p.get('isExecutable') === true);
  return (executable.length > 0 ? executable : processes).flatMap(processProblems);
}
