import { SIGNATURE_PROPERTY, WORKING_TIME_PROPERTY } from '@/lib/contract/workflow-values';
import { FORM_RIGHTS_PROPERTY, formatFormRights } from '@/lib/contract/approval-form/field-rights';
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { NAME_EN_PROPERTY, REJECT_COMMENT_PROPERTY } from '@/lib/contract/workflow-values';
import { loopOfMode } from '../approver-rule';
import { pairsWithRule, type PropertyPair, type RuleForm } from '../approver-rule-form';
import { DEFAULT_DIALECT, DIALECTS, moddleExtensions } from '../moddle-extensions';
import { flowGraph, waypoints, type GraphElement } from './graph';
import { fieldType } from './form-fields';
import type { ApproverNode, CopyNode, DelayNode, FlowField, FlowSettings, SimpleFlow, SimpleRule } from './schema';
import { PROCESS_SETTINGS } from '../process-settings';

/**
 * The tree as an ordinary BPMN document the engine runs: user tasks with approver rules, copy
 * service tasks, timer catch events, exclusive and parallel gateways, with a top-down diagram.
 * The tree itself is kept as the process's extension property `simpleFlow` (its JSON), so the
 * simple designer reopens exactly what it saved.
 */

export const SIMPLE_FLOW_PROPERTY = 'simpleFlow';
const P = DEFAULT_DIALECT;

export const newModdle = () => new BpmnModdle({ [P]: moddleExtensions[P] });

type Create = BpmnModdle['create'];

function properties(create: Create, pairs: readonly PropertyPair[]): ModdleElement | null {
  if (pairs.length === 0) return null;
  const values = pairs.map((p) => create(`${P}:Property`, { name: p.name, value: p.value }));
  return create('bpmn:ExtensionElements', { values: [create(`${P}:Properties`, { values })] });
}

/** A step's English name as its property, when it has one (the engine reads it into the deployed graph). */
const englishNamePair = (node: { nameEn?: string | null }): PropertyPair[] => (node.nameEn?.trim() ? [{ name: NAME_EN_PROPERTY, value: node.nameEn.trim() }] : []);

const ruleForm = (rule: SimpleRule, extra: Partial<RuleForm> = {}): RuleForm => ({
  kind: rule.kind,
  refs: rule.refs,
  levels: rule.levels,
  expression: rule.expression,
  ifNobody: 'admin',
  nobodyUser: '',
  ifInitiator: 'self',
  passRatio: null,
  ...extra,
});

function approverTask(create: Create, node: ApproverNode): ModdleElement {
  const pairs = pairsWithRule([], ruleForm(node.rule, {
    ifNobody: node.ifNobody,
    nobodyUser: node.nobodyUser,
    ifInitiator: node.ifInitiator,
    passRatio: node.mode === 'ratio' ? node.ratio : null,
  }));
  if (node.rejectCommentRequired) pairs.push({ name: REJECT_COMMENT_PROPERTY, value: 'true' });
  if (node.signatureRequired) pairs.push({ name: SIGNATURE_PROPERTY, value: 'true' });
  if (node.due && node.dueInWorkingTime) pairs.push({ name: WORKING_TIME_PROPERTY, value: 'true' });
  const rights = formatFormRights(node.formRights ?? {});
  if (rights) pairs.push({ name: FORM_RIGHTS_PROPERTY, value: rights });
  pairs.push(...englishNamePair(node));
  // A chain of leaders always runs level by level; the engine makes the loop itself.
  const loop = node.rule.kind === 'leaderChain' ? null : loopOfMode(node.mode, node.ratio);
  const attrs: Record<string, unknown> = { id: node.id, name: node.name };
  if (node.due) attrs[`${P}:dueDate`] = node.due;
  const ext = properties(create, pairs);
  if (ext) attrs.extensionElements = ext;
  if (loop) {
    attrs.loopCharacteristics = create('bpmn:MultiInstanceLoopCharacteristics', {
      isSequential: loop.sequential,
      ...(loop.completionCondition ? { completionCondition: create('bpmn:FormalExpression', { body: loop.completionCondition }) } : {}),
    });
  }
  return create('bpmn:UserTask', attrs);
}

function copyTask(create: Create, node: CopyNode): ModdleElement {
  return create('bpmn:ServiceTask', {
    id: node.id,
    name: node.name,
    [`${P}:type`]: 'copy',
    extensionElements: properties(create, [...pairsWithRule([], ruleForm(node.rule)), ...englishNamePair(node)]),
  });
}

function delayEvent(create: Create, node: DelayNode): ModdleElement {
  const when = node.wait.kind === 'duration'
    ? { timeDuration: create('bpmn:FormalExpression', { body: node.wait.duration }) }
    : { timeDate: create('bpmn:FormalExpression', { body: `\${${node.wait.field}}` }) };
  const ext = properties(create, [...(node.wait.kind === 'duration' && node.wait.workingTime ? [{ name: WORKING_TIME_PROPERTY, value: 'true' }] : []), ...englishNamePair(node)]);
  return create('bpmn:IntermediateCatchEvent', { id: node.id, name: node.name, ...(ext ? { extensionElements: ext } : {}), eventDefinitions: [create('bpmn:TimerEventDefinition', when)] });
}

function formData(create: Create, fields: readonly FlowField[]): ModdleElement | null {
  if (fields.length === 0) return null;
  const formFields = fields.map((field) => {
    const attrs: Record<string, unknown> = { id: field.id, label: field.label, type: fieldType(field.kind) };
    if (field.kind === 'choice') attrs.values = field.options.map((o) => create(`${P}:Value`, { id: o.value, name: o.label }));
    if (field.required) attrs.validation = create(`${P}:Validation`, { constraints: [create(`${P}:Constraint`, { name: 'required', config: 'true' })] });
    return create(`${P}:FormField`, attrs);
  });
  return create(`${P}:FormData`, { fields: formFields });
}

function flowElement(create: Create, flow: SimpleFlow, element: GraphElement): ModdleElement {
  const node = element.node;
  switch (element.kind) {
    case 'start': {
      const form = formData(create, flow.fields);
      return create('bpmn:StartEvent', { id: element.id, name: element.name, ...(form ? { extensionElements: create('bpmn:ExtensionElements', { values: [form] }) } : {}) });
    }
    case 'end':
      return create('bpmn:EndEvent', { id: element.id, name: element.name });
    case 'approver':
      return approverTask(create, node as ApproverNode);
    case 'copy':
      return copyTask(create, node as CopyNode);
    case 'delay':
      return delayEvent(create, node as DelayNode);
    case 'exclusive':
      return create('bpmn:ExclusiveGateway', { id: element.id });
    case 'parallel':
      return create('bpmn:ParallelGateway', { id: element.id });
  }
}

/** The tree's model-wide settings as the process properties the BPMN designer writes: only those not at their default. */
function settingPairs(settings: FlowSettings | undefined): PropertyPair[] {
  return PROCESS_SETTINGS.flatMap(({ name, setting }) => {
    const value = settings?.[name];
    return value && value !== setting.fallback ? [{ name: setting.property, value }] : [];
  });
}

/** The BPMN document of a tree (deterministic: the same tree always gives the same XML). */
export async function compileSimpleFlow(flow: SimpleFlow): Promise<string> {
  const moddle = newModdle();
  const create: Create = (type, attrs) => moddle.create(type, attrs);
  const graph = flowGraph(flow);
  const byId = new Map<string, ModdleElement>();
  const elements = graph.elements.map((e) => {
    const element = flowElement(create, flow, e);
    byId.set(e.id, element);
    return element;
  });
  const flows = graph.flows.map((f) => {
    const source = byId.get(f.from)!;
    const target = byId.get(f.to)!;
    const sequence = create('bpmn:SequenceFlow', {
      id: f.id,
      ...(f.name ? { name: f.name } : {}),
      sourceRef: source,
      targetRef: target,
      ...(f.condition ? { conditionExpression: create('bpmn:FormalExpression', { body: f.condition }) } : {}),
    });
    if (f.isDefault) source.default = sequence;
    source.outgoing = [...((source.outgoing as ModdleElement[] | undefined) ?? []), sequence];
    target.incoming = [...((target.incoming as ModdleElement[] | undefined) ?? []), sequence];
    return sequence;
  });
  const process = create('bpmn:Process', {
    id: flow.process.id,
    name: flow.process.name,
    isExecutable: true,
    extensionElements: properties(create, [...settingPairs(flow.settings), { name: SIMPLE_FLOW_PROPERTY, value: JSON.stringify(flow) }]),
    flowElements: [...elements, ...flows],
  });
  const shapes = graph.elements.map((e) =>
    create('bpmndi:BPMNShape', {
      id: `${e.id}_di`,
      bpmnElement: byId.get(e.id),
      ...(e.kind === 'exclusive' ? { isMarkerVisible: true } : {}),
      bounds: create('dc:Bounds', { x: e.x - e.width / 2, y: e.y, width: e.width, height: e.height }),
    }),
  );
  const place = new Map(graph.elements.map((e) => [e.id, e]));
  const edges = graph.flows.map((f, i) =>
    create('bpmndi:BPMNEdge', {
      id: `${f.id}_di`,
      bpmnElement: flows[i],
      waypoint: waypoints(place.get(f.from)!, place.get(f.to)!, f.lane).map((p) => create('dc:Point', p)),
    }),
  );
  const plane = create('bpmndi:BPMNPlane', { id: 'BPMNPlane_1', bpmnElement: process, planeElement: [...shapes, ...edges] });
  const definitions = create('bpmn:Definitions', {
    [`xmlns:${P}`]: DIALECTS[P],
    id: `Definitions_${flow.process.id}`,
    targetNamespace: 'http://bpmn.io/schema/bpmn',
    rootElements: [process],
    diagrams: [create('bpmndi:BPMNDiagram', { id: 'BPMNDiagram_1', plane })],
  });
  const { xml } = await moddle.toXML(definitions, { format: true });
  return xml;
}
