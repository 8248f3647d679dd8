import { z } from 'zod';
import { childrenOf, filled, text, type CreateNode, type ModdleNode } from './moddle-node';

/**
 * Execution and task listeners (docs/designer.md, "Pieces"): the form's rules
 * as one zod schema (its messages are keys under `designer`), and the conversion between the
 * form and the listener elements in the XML.
 */

export const EXECUTION_EVENTS = ['start', 'end'] as const;
export const FLOW_EVENTS = ['take'] as const;
export const TASK_EVENTS = ['create', 'assignment', 'complete', 'delete', 'update', 'timeout'] as const;
export const LISTENER_TYPES = ['classListener', 'expressionListener', 'delegateExpressionListener', 'scriptListener'] as const;
export type ListenerType = (typeof LISTENER_TYPES)[number];
export const SCRIPT_KINDS = ['inlineScript', 'externalScript'] as const;
export const TIMER_TYPES = ['date', 'duration', 'cycle', 'null'] as const;
export type TimerType = (typeof TIMER_TYPES)[number];
export const FIELD_KINDS = ['string', 'expression'] as const;
export type ListenerKind = 'execution' | 'task';

const TIMER_ELEMENT: Record<Exclude<TimerType, 'null'>, string> = { date: 'timeDate', duration: 'timeDuration', cycle: 'timeCycle' };

const blank = (value: string | undefined) => (value ?? '').trim() === '';

export const listenerFieldSchema = z
  .object({
    name: z.string().trim().min(1, 'designer.listener.rules.fieldName'),
    fieldType: z.enum(FIELD_KINDS, { error: 'designer.listener.rules.fieldType' }),
    string: z.string().optional(),
    expression: z.string().optional(),
  })
  .superRefine((field, ctx) => {
    if (field.fieldType === 'string' && blank(field.string)) ctx.addIssue({ code: 'custom', path: ['string'], message: 'designer.listener.rules.fieldString' });
    if (field.fieldType === 'expression' && blank(field.expression)) ctx.addIssue({ code: 'custom', path: ['expression'], message: 'designer.listener.rules.fieldExpression' });
  });
export type ListenerField = z.infer<typeof listenerFieldSchema>;

export const listenerSchema = z
  .object({
    event: z.string({ error: 'designer.listener.rules.event' }).trim().min(1, 'designer.listener.rules.event'),
    id: z.string({ error: 'designer.listener.rules.id' }).trim().min(1, 'designer.listener.rules.id'),
    listenerType: z.enum(LISTENER_TYPES, { error: 'designer.listener.rules.listenerType' }),
    class: z.string().optional(),
    expression: z.string().optional(),
    delegateExpression: z.string().optional(),
    scriptFormat: z.string().optional(),
    scriptType: z.enum(SCRIPT_KINDS).optional(),
    value: z.string().optional(),
    resource: z.string().optional(),
    eventDefinitionType: z.enum(TIMER_TYPES).optional(),
    eventTimeDefinitions: z.string().optional(),
    fields: z.array(listenerFieldSchema).default([]),
  })
  .superRefine((form, ctx) => {
    const need = (path: string, ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (form.listenerType === 'classListener') need('class', !blank(form.class), 'designer.listener.rules.class');
    if (form.listenerType === 'expressionListener') need('expression', !blank(form.expression), 'designer.listener.rules.expression');
    if (form.listenerType === 'delegateExpressionListener') need('delegateExpression', !blank(form.delegateExpression), 'designer.listener.rules.delegateExpression');
    if (form.listenerType === 'scriptListener') {
      need('scriptFormat', !blank(form.scriptFormat), 'designer.listener.rules.scriptFormat');
      need('scriptType', form.scriptType !== undefined, 'designer.listener.rules.scriptType');
      if (form.scriptType === 'inlineScript') need('value', !blank(form.value), 'designer.listener.rules.scriptValue');
      if (form.scriptType === 'externalScript') need('resource', !blank(form.resource), 'designer.listener.rules.resource');
    }
    if (form.event === 'timeout' && form.eventDefinitionType && form.eventDefinitionType !== 'null') {
      need('eventTimeDefinitions', !blank(form.eventTimeDefinitions), 'designer.listener.rules.timer');
    }
  });
export type ListenerForm = z.input<typeof listenerSchema>;

export function listenerTypeOf(node: ModdleNode): ListenerType {
  if (node.get('script')) return 'scriptListener';
  if (text(node, 'expression')) return 'expressionListener';
  if (text(node, 'delegateExpression')) return 'delegateExpressionListener';
  return 'classListener';
}

/** The form of a listener element. */
export function listenerFormOf(node: ModdleNode): ListenerForm {
  const script = node.get('script') as ModdleNode | undefined;
  const timer = childrenOf(node, 'eventDefinitions')[0];
  const timerType = (Object.keys(TIMER_ELEMENT) as (keyof typeof TIMER_ELEMENT)[]).find((t) => timer?.get(TIMER_ELEMENT[t]));
  const timerBody = timerType ? text(timer!.get(TIMER_ELEMENT[timerType]) as ModdleNode, 'body') : '';
  return {
    event: text(node, 'event'),
    id: text(node, 'id'),
    listenerType: listenerTypeOf(node),
    class: text(node, 'class'),
    expression: text(node, 'expression'),
    delegateExpression: text(node, 'delegateExpression'),
    scriptFormat: text(script, 'scriptFormat'),
    scriptType: script ? (text(script, 'resource') ? 'externalScript' : 'inlineScript') : undefined,
    value: text(script, 'value'),
    resource: text(script, 'resource'),
    eventDefinitionType: timerType ?? 'null',
    eventTimeDefinitions: timerBody,
    fields: childrenOf(node, 'fields').map((f) => {
      const expression = text(f.get('expressionElement') as ModdleNode | undefined, 'body') || text(f, 'expression');
      return expression
        ? { name: text(f, 'name'), fieldType: 'expression' as const, expression }
        : { name: text(f, 'name'), fieldType: 'string' as const, string: text(f, 'string') || text(f, 'stringValue') };
    }),
  };
}

/** The listener element for a checked form: only what its listener type uses is written. */
export function buildListener(create: CreateNode, prefix: string, kind: ListenerKind, form: z.output<typeof listenerSchema>): ModdleNode {
  const attrs: Record<string, unknown> = filled({ event: form.event, id: form.id });
  if (form.listenerType === 'classListener') attrs.class = form.class;
  if (form.listenerType === 'expressionListener') attrs.expression = form.expression;
  if (form.listenerType === 'delegateExpressionListener') attrs.delegateExpression = form.delegateExpression;
  if (form.listenerType === 'scriptListener') {
    attrs.script = create(`${prefix}:Script`, filled({
      scriptFormat: form.scriptFormat,
      resource: form.scriptType === 'externalScript' ? form.resource : undefined,
      value: form.scriptType === 'inlineScript' ? form.value : undefined,
    }));
  }
  if (form.fields.length > 0) {
    attrs.fields = form.fields.map((f) => {
      const expression = f.fieldType === 'expression' && !blank(f.expression) ? { expressionElement: create(`${prefix}:Expression`, { body: f.expression }) } : {};
      return create(`${prefix}:Field`, { ...filled({ name: f.name, string: f.fieldType === 'string' ? f.string : undefined }), ...expression });
    });
  }
  if (kind === 'task' && form.event === 'timeout' && form.eventDefinitionType && form.eventDefinitionType !== 'null') {
    const body = create('bpmn:FormalExpression', { body: form.eventTimeDefinitions });
    attrs.eventDefinitions = [create('bpmn:TimerEventDefinition', { [TIMER_ELEMENT[form.eventDefinitionType]]: body })];
  }
  return create(`${prefix}:${kind === 'task' ? 'TaskListener' : 'ExecutionListener'}`, attrs);
}
