import type { ModdleElement } from 'bpmn-moddle';
import { extElements, readBpmn } from '../model/bpmn-read';
import { WorkflowError } from '../model/errors';
import { checkExpression, ExpressionError } from '../model/expression';
import { boundaryTimersOn, type FormFieldDef, type GraphFlow, type GraphNode, type NodeType, type ProcessGraph } from '@/lib/contract/workflow-graph';
import { describe } from '@/lib/workflow/element-label';
import { ENGLISH_NAME_MAX, isEnglishName } from '@/lib/entity/english-name';
import { NAME_EN_PROPERTY } from '@/lib/contract/workflow-values';
import { englishLabelOf } from '@/lib/workflow/field-english-label';
import { readSelfApproval, SELF_APPROVAL_PROPERTY } from '@/lib/workflow/self-approval';
import { DEFAULT_PRINT_LAYOUT, PRINT_LAYOUT_PROPERTY, readPrintLayout } from '@/lib/workflow/print-layout';
import { REPEAT_APPROVER_SETTING } from '@/lib/workflow/repeat-approver';
import type { Dialect } from '@/lib/workflow/moddle-extensions';
import { problemsOf, RUNNABLE_NODES } from '@/lib/workflow/runnable';
import { compileListeners } from '../model/listener-compile';
import { checkSubProcesses } from '../model/subprocess-compile';
import { NODE_BEHAVIOURS } from '.';
import type { CompileContext } from './behaviour';

/**
 * Deploy-time check and translation of a BPMN model into the graph the interpreter runs. Anything
 * the engine cannot execute is refused here, naming the element, so no instance can get stuck on
 * it later. What it can execute is the rule in lib/workflow/runnable.ts, which the designer marks
 * with before deploying.
 */

const NODE_TYPES: Record<string, NodeType> = RUNNABLE_NODES;

/** Refuses the element's first problem of the shared rule, if it has one. */
function refuseUnrunnable(element: ModdleElement): void {
  const [first] = problemsOf(element);
  if (first) throw new WorkflowError(first.key, first.values);
}

function checkText(element: ModdleElement, text: string | null, what: string): string | null {
  if (text === null) return null;
  try {
    checkExpression(text);
  } catch (error) {
    if (error instanceof ExpressionError) throw new WorkflowError('workflow.deploy.badExpression', { name: describe(element), what, detail: error.message });
    throw error;
  }
  return text;
}

function formFields(element: ModdleElement): FormFieldDef[] {
  const fields: FormFieldDef[] = [];
  for (const data of extElements(element, 'formData')) {
    for (const f of (data.fields as ModdleElement[] | undefined) ?? []) {
      const validation = f.validation as ModdleElement | undefined;
      const properties = f.properties as ModdleElement | undefined;
      fields.push({
        id: String(f.id ?? ''),
        label: (f.label as string | undefined) ?? null,
        type: (f.type as string | undefined) ?? 'string',
        default_value: (f.defaultValue as string | undefined) ?? null,
        date_pattern: (f.datePattern as string | undefined) ?? null,
        enum_values: ((f.values as ModdleElement[] | undefined) ?? []).map((v) => ({ id: String(v.id ?? ''), name: String(v.name ?? v.id ?? '') })),
        constraints: ((validation?.constraints as ModdleElement[] | undefined) ?? []).map((c) => ({ name: String(c.name ?? ''), config: (c.config as string | undefined) ?? null })),
        properties: ((properties?.values as ModdleElement[] | undefined) ?? []).map((p) => ({ id: String(p.id ?? p.name ?? ''), value: (p.value as string | undefined) ?? null })),
      });
    }
  }
  for (const p of extElements(element, 'formProperty')) {
    fields.push({
      id: String(p.id ?? ''),
      label: (p.name) ?? null,
      type: (p.type as string | undefined) ?? 'string',
      default_value: (p.default as string | undefined) ?? null,
      date_pattern: (p.datePattern as string | undefined) ?? null,
      enum_values: ((p.values as ModdleElement[] | undefined) ?? []).map((v) => ({ id: String(v.id ?? ''), name: String(v.name ?? v.id ?? '') })),
      constraints: p.required ? [{ name: 'required', config: null }] : [],
      properties: [],
    });
  }
  const seen = new Set<string>();
  for (const f of fields) {
    if (!/^[A-Za-z_$][\w$]{0,63}$/.test(f.id) || seen.has(f.id)) throw new WorkflowError('workflow.deploy.badFormField', { name: describe(element), field: f.id });
    seen.add(f.id);
    const labelEn = englishLabelOf(f.properties);
    if (labelEn && (labelEn.length > ENGLISH_NAME_MAX || !isEnglishName(labelEn))) throw new WorkflowError('workflow.deploy.badFieldEnglishName', { name: describe(element), field: f.id, max: ENGLISH_NAME_MAX });
  }
  return fields;
}

function customProperty(element: ModdleElement, name: string): string | null {
  for (const props of extElements(element, 'properties')) {
    for (const p of (props.values as ModdleElement[] | undefined) ?? []) {
      if (p.name === name || p.id === name) return (p.value as string | undefined) ?? null;
    }
  }
  return null;
}

/** A step's English name from its property, checked like any English name (lib/entity/english-name.ts); none when blank. */
function englishNameOf(element: ModdleElement): string | undefined {
  const text = customProperty(element, NAME_EN_PROPERTY)?.trim();
  if (!text) return undefined;
  if (text.length > ENGLISH_NAME_MAX || !isEnglishName(text)) throw new WorkflowError('workflow.deploy.badEnglishName', { name: describe(element), max: ENGLISH_NAME_MAX });
  return text;
}

function nodeOf(element: ModdleElement, type: NodeType, dialect: Dialect): GraphNode {
  const ctx: CompileContext = {
    element,
    dialect,
    check: (text, what) => checkText(element, text, what),
    property: (name) => customProperty(element, name),
    formFields: () => formFields(element),
  };
  const base = {
    id: String(element.id),
    name: (element.name) ?? null,
    incoming: [],
    outgoing: [],
    defaultFlow: ((element.default as ModdleElement | undefined)?.id) ?? null,
  };
  const nameEn = englishNameOf(element);
  const node = { ...base, ...(nameEn ? { nameEn } : {}), type, ...NODE_BEHAVIOURS[type].compile(ctx) } as GraphNode;
  const listeners = compileListeners(element).execution;
  if (listeners.length) node.listeners = listeners;
  return node;
}

function flowOf(element: ModdleElement): GraphFlow {
  const condition = element.conditionExpression as ModdleElement | undefined;
  let text: string | null = null;
  if (condition) {
    // A script condition was refused by the shared rule.
    text = ((condition.body as string | undefined) ?? '').trim() || null;
    checkText(element, text, 'condition');
  }
  const source = element.sourceRef as ModdleElement | undefined;
  const target = element.targetRef as ModdleElement | undefined;
  if (!source?.id || !target?.id) throw new WorkflowError('workflow.deploy.danglingFlow', { name: describe(element) });
  const listeners = compileListeners(element).execution;
  return { id: String(element.id), name: (element.name) ?? null, source: source.id, target: target.id, condition: text, ...(listeners.length ? { listeners } : {}) };
}

function executableProcess(processes: ModdleElement[]): ModdleElement {
  const executable = processes.filter((p) => p.isExecutable === true);
  if (executable.length === 0) throw new WorkflowError('workflow.deploy.notExecutable', { name: describe(processes[0]!) });
  if (executable.length > 1) throw new WorkflowError('workflow.deploy.manyProcesses');
  return executable[0]!;
}

function checkStructure(graph: ProcessGraph, elements: Map<string, ModdleElement>): void {
  for (const node of Object.values(graph.nodes)) {
    const element = elements.get(node.id)!;
    if (node.type === 'startEvent' && node.incoming.length > 0) throw new WorkflowError('workflow.deploy.startHasIncoming', { name: describe(element) });
    const { shape } = NODE_BEHAVIOURS[node.type];
    if (!shape.entry && node.incoming.length === 0) throw new WorkflowError('workflow.deploy.unreachable', { name: describe(element) });
    if (!shape.mayEnd && node.outgoing.length === 0) {
      throw new WorkflowError('workflow.deploy.deadEnd', { name: describe(element) });
    }
    if (node.defaultFlow && !node.outgoing.includes(node.defaultFlow)) throw new WorkflowError('workflow.deploy.badDefault', { name: describe(element) });
    if (node.type === 'exclusiveGateway' && node.outgoing.length > 1) {
      const open = node.outgoing.filter((id) => id !== node.defaultFlow && !graph.flows[id]!.condition);
      if (open.length > 0) throw new WorkflowError('workflow.deploy.unconditionedFlow', { name: describe(element) });
    }
  }
  // Every node must be reachable from the start, or it could never run.
  const seen = new Set<string>([graph.startNodeId]);
  const queue = [graph.startNodeId];
  while (queue.length) {
    const node = graph.nodes[queue.shift()!]!;
    // Entering a sub-process starts its inner start event; a timer boundary leaves the task it sits on.
    const inner = node.type === 'subProcess' ? [node.innerStart] : [];
    for (const target of [...node.outgoing.map((flowId) => graph.flows[flowId]!.target), ...inner, ...boundariesOn(graph, node.id)]) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  for (const id of Object.keys(graph.nodes)) if (!seen.has(id)) throw new WorkflowError('workflow.deploy.unreachable', { name: describe(elements.get(id)!) });
  if (!Object.values(graph.nodes).some((n) => n.type === 'endEvent' && !n.scope)) throw new WorkflowError('workflow.deploy.noEnd');
}

/** The boundary events attached to a node, as the reachability check follows them. */
const boundariesOn = (graph: ProcessGraph, nodeId: string) => boundaryTimersOn(graph, nodeId).map((n) => n.id);

/** Checks a model and answers the graph to deploy, or refuses naming the first offending element. */
export function compileProcess(process: ModdleElement, dialect: Dialect): ProcessGraph {
  refuseUnrunnable(process);
  const nodes: Record<string, GraphNode> = {};
  const flows: Record<string, GraphFlow> = {};
  const elements = new Map<string, ModdleElement>();
  // The elements of the process and, marked with their scope, those of its embedded sub-processes.
  const collect = (container: ModdleElement, scope: string | undefined) => {
    for (const element of (container.flowElements as ModdleElement[] | undefined) ?? []) {
      elements.set(String(element.id), element);
      // From here on every element is a node or flow the engine runs, or a passive one (data).
      refuseUnrunnable(element);
      const type = NODE_TYPES[element.$type];
      if (type) nodes[String(element.id)] = { ...nodeOf(element, type, dialect), ...(scope ? { scope } : {}) };
      else if (element.$type === 'bpmn:SequenceFlow') flows[String(element.id)] = flowOf(element);
      if (type === 'subProcess') collect(element, String(element.id));
    }
  };
  collect(process, undefined);
  for (const flow of Object.values(flows)) {
    const source = nodes[flow.source];
    const target = nodes[flow.target];
    // A flow stays inside its own (sub-)process.
    if (!source || !target || source.scope !== target.scope) throw new WorkflowError('workflow.deploy.danglingFlow', { name: describe(elements.get(flow.id)!) });
    source.outgoing.push(flow.id);
    target.incoming.push(flow.id);
  }
  checkSubProcesses(nodes, elements);
  const starts = Object.values(nodes).filter((n) => n.type === 'startEvent' && !n.scope);
  if (starts.length !== 1) throw new WorkflowError('workflow.deploy.oneStart', { count: starts.length });
  const graph: ProcessGraph = {
    processId: String(process.id),
    name: (process.name) ?? null,
    dialect,
    startNodeId: starts[0]!.id,
    nodes,
    flows,
  };
  const selfApproval = readSelfApproval(customProperty(process, SELF_APPROVAL_PROPERTY));
  if (!selfApproval) throw new WorkflowError('workflow.deploy.badSelfApproval', { value: String(customProperty(process, SELF_APPROVAL_PROPERTY)) });
  graph.selfApproval = selfApproval;
  const printLayout = readPrintLayout(customProperty(process, PRINT_LAYOUT_PROPERTY));
  if (!printLayout) throw new WorkflowError('workflow.deploy.badPrintLayout', { value: String(customProperty(process, PRINT_LAYOUT_PROPERTY)) });
  // Kept only when not the default: graphs stored before the setting read the same as those compiled now.
  if (printLayout !== DEFAULT_PRINT_LAYOUT) graph.printLayout = printLayout;
  const repeatApprover = REPEAT_APPROVER_SETTING.read(customProperty(process, REPEAT_APPROVER_SETTING.property));
  if (!repeatApprover) throw new WorkflowError('workflow.deploy.badRepeatApprover', { value: String(customProperty(process, REPEAT_APPROVER_SETTING.property)) });
  if (repeatApprover !== 'off') graph.repeatApprover = repeatApprover;
  const processListeners = compileListeners(process).execution;
  if (processListeners.length) graph.listeners = processListeners;
  checkStructure(graph, elements);
  return graph;
}

/** The executable process of a BPMN document, checked and compiled. */
export async function compileModel(xml: string): Promise<ProcessGraph> {
  const { processes, dialect } = await readBpmn(xml);
  return compileProcess(executableProcess(processes), dialect);
}

/** What saving a draft needs to know: the process id and name (the model need not run yet). */
export async function modelIdentity(xml: string): Promise<{ processKey: string; name: string | null }> {
  const { processes } = await readBpmn(xml);
  const process = processes.find((p) => p.isExecutable === true) ?? processes[0]!;
  const processKey = String(process.id ?? '');
  if (!/^[A-Za-z_][\w.-]{0,127}$/.test(processKey)) throw new WorkflowError('workflow.model.badProcessId', { id: processKey });
  return { processKey, name: (process.name) ?? null };
}
