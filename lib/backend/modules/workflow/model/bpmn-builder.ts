import type { Dialect } from '@/lib/workflow/moddle-extensions';
import { DIALECTS } from '@/lib/workflow/moddle-extensions';
import { SUMMARY_PROPERTY } from '@/lib/workflow/summary-fields';
import { LABEL_EN_PROPERTY } from '@/lib/workflow/field-english-label';

/**
 * Writes small BPMN 2.0 documents with their diagram (DI) from a compact description: the seeded
 * demo models and the test models are written with it, so each has a layout the viewer can draw.
 */

export interface BuildField {
  id: string;
  label: string;
  type: 'string' | 'long' | 'boolean' | 'date' | 'enum';
  required?: boolean;
  values?: { id: string; name: string }[];
  defaultValue?: string;
  /** Shown on the request's workbench rows (lib/workflow/summary-fields.ts). */
  summary?: boolean;
  /** The label English readers see (lib/workflow/field-english-label.ts). */
  labelEn?: string;
}

/** An expression listener (execution: start, end, take; task: create, assignment, complete). */
export interface BuildListener {
  kind: 'execution' | 'task';
  event: string;
  expression: string;
}

export interface BuildNode {
  id: string;
  type: 'startEvent' | 'endEvent' | 'userTask' | 'task' | 'exclusiveGateway' | 'parallelGateway' | 'inclusiveGateway' | 'serviceTask' | 'scriptTask' | 'subProcess' | 'callActivity' | 'boundaryEvent' | 'intermediateCatchEvent';
  name?: string;
  /** Grid position: column and row. */
  at: [number, number];
  /** Engine attributes without prefix: assignee, candidateGroups, dueDate, … */
  attrs?: Record<string, string>;
  form?: BuildField[];
  properties?: Record<string, string>;
  multi?: { sequential?: boolean; collection?: string; elementVariable?: string; cardinality?: string; completionCondition?: string };
  terminate?: boolean;
  defaultFlow?: string;
  /** A timer: of a boundary event (attachedTo: drawn on its task's lower edge, its `at` not used) or of an intermediate catch event (a delay). */
  timer?: { attachedTo?: string; duration?: string; date?: string; interrupting?: boolean };
  /** A script task's script and its format (jexl unless given). */
  script?: { body: string; format?: string };
  listeners?: BuildListener[];
  /** An embedded sub-process's elements; their grid positions are the process's, and the sub-process is drawn around them. */
  inner?: { nodes: BuildNode[]; flows: BuildFlow[] };
  /** A service task's fields (`<flowable:field>`): a value holding `${…}` is written as an expression. */
  fields?: Record<string, string>;
  /** A call activity's called process key and its variable mappings. */
  call?: { process: string; in?: BuildMapping[]; out?: BuildMapping[] };
}

export interface BuildMapping {
  source?: string;
  sourceExpression?: string;
  target: string;
}

export interface BuildFlow {
  id: string;
  from: string;
  to: string;
  name?: string;
  condition?: string;
  listeners?: BuildListener[];
}

export interface BuildProcess {
  id: string;
  name: string;
  nodes: BuildNode[];
  flows: BuildFlow[];
  dialect?: Dialect;
  executable?: boolean;
  listeners?: BuildListener[];
  /** The process's own extension properties (its segregation-of-duties setting, selfApproval). */
  properties?: Record<string, string>;
}

const SIZE: Record<BuildNode['type'], [number, number]> = {
  startEvent: [36, 36],
  endEvent: [36, 36],
  userTask: [100, 80],
  task: [100, 80],
  serviceTask: [100, 80],
  exclusiveGateway: [50, 50],
  parallelGateway: [50, 50],
  boundaryEvent: [36, 36],
  inclusiveGateway: [50, 50],
  scriptTask: [100, 80],
  subProcess: [100, 80],
  callActivity: [100, 80],
  intermediateCatchEvent: [36, 36],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  cx: number;
  cy: number;
}

function box(node: BuildNode, byId?: Map<string, BuildNode>): Box {
  if (node.inner?.nodes.length) {
    const inner = node.inner.nodes.map((n) => box(n));
    const x = Math.min(...inner.map((b) => b.x)) - 30;
    const y = Math.min(...inner.map((b) => b.y)) - 30;
    const w = Math.max(...inner.map((b) => b.x + b.w)) + 30 - x;
    const h = Math.max(...inner.map((b) => b.y + b.h)) + 30 - y;
    return { x, y, w, h, cx: x + w / 2, cy: y + h / 2 };
  }
  const [w, h] = SIZE[node.type];
  const host = node.timer?.attachedTo ? byId?.get(node.timer.attachedTo) : undefined;
  const hostBox = host ? box(host) : null;
  const cx = hostBox ? hostBox.x + hostBox.w - 20 : 120 + node.at[0] * 170;
  const cy = hostBox ? hostBox.y + hostBox.h : 120 + node.at[1] * 130;
  return { x: cx - w / 2, y: cy - h / 2, w, h, cx, cy };
}

function formXml(p: string, fields: BuildField[]): string {
  const items = fields.map((f) => {
    const properties = [
      f.summary ? `<${p}:property id="${SUMMARY_PROPERTY}" value="true" />` : '',
      f.labelEn ? `<${p}:property id="${LABEL_EN_PROPERTY}" value="${esc(f.labelEn)}" />` : '',
    ].join('');
    const inner = [
      ...(f.values ?? []).map((v) => `<${p}:value id="${esc(v.id)}" name="${esc(v.name)}" />`),
      f.required ? `<${p}:validation><${p}:constraint name="required" config="true" /></${p}:validation>` : '',
      properties ? `<${p}:properties>${properties}</${p}:properties>` : '',
    ].join('');
    const dflt = f.defaultValue !== undefined ? ` defaultValue="${esc(f.defaultValue)}"` : '';
    return `<${p}:formField id="${esc(f.id)}" label="${esc(f.label)}" type="${f.type}"${dflt}>${inner}</${p}:formField>`;
  });
  return `<${p}:formData>${items.join('')}</${p}:formData>`;
}

function propertiesXml(p: string, properties: Record<string, string>): string {
  return `<${p}:properties>${Object.entries(properties).map(([k, v]) => `<${p}:property name="${esc(k)}" value="${esc(v)}" />`).join('')}</${p}:properties>`;
}

function listenersXml(p: string, listeners: BuildListener[] | undefined): string {
  return (listeners ?? [])
    .map((l) => `<${p}:${l.kind === 'task' ? 'taskListener' : 'executionListener'} event="${esc(l.event)}" expression="${esc(l.expression)}" />`)
    .join('');
}

function nodeXml(p: string, node: BuildNode, flows: BuildFlow[]): string {
  const attrs = Object.entries(node.attrs ?? {}).map(([k, v]) => ` ${p}:${k}="${esc(v)}"`).join('');
  const name = node.name ? ` name="${esc(node.name)}"` : '';
  const dflt = node.defaultFlow ? ` default="${node.defaultFlow}"` : '';
  const ext: string[] = [];
  if (node.form?.length) ext.push(formXml(p, node.form));
  if (node.listeners?.length) ext.push(listenersXml(p, node.listeners));
  for (const [kind, list] of [['in', node.call?.in], ['out', node.call?.out]] as const) {
    for (const m of list ?? []) {
      const from = m.source !== undefined ? ` source="${esc(m.source)}"` : ` sourceExpression="${esc(m.sourceExpression ?? '')}"`;
      ext.push(`<${p}:${kind}${from} target="${esc(m.target)}" />`);
    }
  }
  for (const [name, value] of Object.entries(node.fields ?? {})) {
    const inner = /[$#]\{/.test(value) ? `<${p}:expression>${esc(value)}</${p}:expression>` : `<${p}:string>${esc(value)}</${p}:string>`;
    ext.push(`<${p}:field name="${esc(name)}">${inner}</${p}:field>`);
  }
  if (node.properties) {
    ext.push(propertiesXml(p, node.properties));
  }
  const body = [
    ext.length ? `<bpmn:extensionElements>${ext.join('')}</bpmn:extensionElements>` : '',
    ...flows.filter((f) => f.to === node.id).map((f) => `<bpmn:incoming>${f.id}</bpmn:incoming>`),
    ...flows.filter((f) => f.from === node.id).map((f) => `<bpmn:outgoing>${f.id}</bpmn:outgoing>`),
  ];
  if (node.multi) {
    const m = node.multi;
    const mAttrs = `${m.sequential ? ' isSequential="true"' : ''}${m.collection ? ` ${p}:collection="${esc(m.collection)}"` : ''}${m.elementVariable ? ` ${p}:elementVariable="${esc(m.elementVariable)}"` : ''}`;
    const inner = [
      m.cardinality ? `<bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">${esc(m.cardinality)}</bpmn:loopCardinality>` : '',
      m.completionCondition ? `<bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${esc(m.completionCondition)}</bpmn:completionCondition>` : '',
    ].join('');
    body.push(`<bpmn:multiInstanceLoopCharacteristics${mAttrs}>${inner}</bpmn:multiInstanceLoopCharacteristics>`);
  }
  if (node.terminate) body.push('<bpmn:terminateEventDefinition />');
  if (node.script) body.push(`<bpmn:script>${esc(node.script.body)}</bpmn:script>`);
  if (node.inner) body.push(...node.inner.nodes.map((n) => nodeXml(p, n, node.inner!.flows)), ...node.inner.flows.map((f) => flowXml(p, f)));
  const format = node.script ? ` scriptFormat="${esc(node.script.format ?? 'jexl')}"` : node.call ? ` calledElement="${esc(node.call.process)}"` : '';
  let boundary = '';
  if (node.timer) {
    const t = node.timer;
    if (t.attachedTo) boundary = ` attachedToRef="${t.attachedTo}"${t.interrupting === false ? ' cancelActivity="false"' : ''}`;
    const when = t.duration ? `<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${esc(t.duration)}</bpmn:timeDuration>` : `<bpmn:timeDate xsi:type="bpmn:tFormalExpression">${esc(t.date ?? '')}</bpmn:timeDate>`;
    body.push(`<bpmn:timerEventDefinition>${when}</bpmn:timerEventDefinition>`);
  }
  return `<bpmn:${node.type} id="${node.id}"${name}${format}${attrs}${dflt}${boundary}>${body.join('')}</bpmn:${node.type}>`;
}

function flowXml(p: string, flow: BuildFlow): string {
  const name = flow.name ? ` name="${esc(flow.name)}"` : '';
  const ext = flow.listeners?.length ? `<bpmn:extensionElements>${listenersXml(p, flow.listeners)}</bpmn:extensionElements>` : '';
  const condition = flow.condition ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${esc(flow.condition)}</bpmn:conditionExpression>` : '';
  return `<bpmn:sequenceFlow id="${flow.id}"${name} sourceRef="${flow.from}" targetRef="${flow.to}">${ext}${condition}</bpmn:sequenceFlow>`;
}

/** The nodes and flows of the process and, inside, of its sub-processes. */
function allOf(nodes: BuildNode[], flows: BuildFlow[]): { nodes: BuildNode[]; flows: BuildFlow[] } {
  const inner = nodes.filter((n) => n.inner).map((n) => allOf(n.inner!.nodes, n.inner!.flows));
  return { nodes: [...nodes, ...inner.flatMap((i) => i.nodes)], flows: [...flows, ...inner.flatMap((i) => i.flows)] };
}

function diagramXml(process: BuildProcess): string {
  const all = allOf(process.nodes, process.flows);
  const byId = new Map(all.nodes.map((n) => [n.id, n]));
  const shapes = all.nodes.map((n) => {
    const b = box(n, byId);
    const marker = n.type === 'exclusiveGateway' ? ' isMarkerVisible="true"' : n.inner ? ' isExpanded="true"' : '';
    return `<bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}"${marker}><dc:Bounds x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" /></bpmndi:BPMNShape>`;
  });
  const edges = all.flows.map((f) => {
    const s = box(byId.get(f.from)!, byId);
    const t = box(byId.get(f.to)!, byId);
    const points: [number, number][] = [];
    if (s.cy === t.cy) {
      points.push(s.cx < t.cx ? [s.x + s.w, s.cy] : [s.x, s.cy], s.cx < t.cx ? [t.x, t.cy] : [t.x + t.w, t.cy]);
    } else if (t.cx > s.cx) {
      points.push([s.cx, t.cy > s.cy ? s.y + s.h : s.y], [s.cx, t.cy], [t.x, t.cy]);
    } else {
      points.push([s.x + s.w, s.cy], [s.x + s.w + 20, s.cy], [s.x + s.w + 20, t.y - 20], [t.cx, t.y - 20], [t.cx, t.y]);
    }
    return `<bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`;
  });
  return `<bpmndi:BPMNDiagram id="${process.id}_diagram"><bpmndi:BPMNPlane id="${process.id}_plane" bpmnElement="${process.id}">${shapes.join('')}${edges.join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>`;
}

function processExtensions(p: string, process: BuildProcess): string {
  const ext: string[] = [];
  if (process.listeners?.length) ext.push(listenersXml(p, process.listeners));
  if (process.properties) ext.push(propertiesXml(p, process.properties));
  return ext.length ? `<bpmn:extensionElements>${ext.join('')}</bpmn:extensionElements>` : '';
}

export function buildBpmn(process: BuildProcess): string {
  const p = process.dialect ?? 'flowable';
  const executable = process.executable ?? true;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${p}="${DIALECTS[p]}" id="Definitions_${process.id}" targetNamespace="http://bpmn.io/schema/bpmn">`,
    `<bpmn:process id="${process.id}" name="${esc(process.name)}" isExecutable="${executable}">`,
    processExtensions(p, process),
    ...process.nodes.map((n) => nodeXml(p, n, process.flows)),
    ...process.flows.map((f) => flowXml(p, f)),
    '</bpmn:process>',
    diagramXml(process),
    '</bpmn:definitions>',
  ].join('\n');
}
