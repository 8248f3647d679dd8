/**
 * A sequence flow's type and condition as the designer's condition section edits them
 * (docs/designer.md, "Pieces"). Pure: the panel turns the answers into
 * modeling commands, so every change can be undone.
 */

export const FLOW_TYPES = ['normal', 'default', 'condition'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];
export const CONDITION_TYPES = ['expression', 'script'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];
export const SCRIPT_TYPES = ['inlineScript', 'externalScript'] as const;
export type ScriptType = (typeof SCRIPT_TYPES)[number];

/** Only a flow leaving one of these may be its source's default flow. */
const DEFAULT_CAPABLE = new Set([
  'bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway',
  'bpmn:Task', 'bpmn:UserTask', 'bpmn:ServiceTask', 'bpmn:ScriptTask', 'bpmn:SendTask', 'bpmn:ReceiveTask',
  'bpmn:ManualTask', 'bpmn:BusinessRuleTask', 'bpmn:CallActivity', 'bpmn:SubProcess',
]);

/** Only these sources may put a condition on an outgoing flow (not a parallel or event-based gateway, nor an event). */
export function canHaveCondition(sourceType: string): boolean {
  return DEFAULT_CAPABLE.has(sourceType);
}
export function canBeDefault(sourceType: string): boolean {
  return DEFAULT_CAPABLE.has(sourceType);
}

export interface FlowState {
  isDefault: boolean;
  hasCondition: boolean;
}

export function flowTypeOf(state: FlowState): FlowType {
  if (state.isDefault) return 'default';
  return state.hasCondition ? 'condition' : 'normal';
}

/**
 * What choosing a flow type does: condition gives the flow an empty condition and removes the
 * default mark; default removes the condition and marks the flow as the default of its source;
 * normal removes both.
 */
export function flowTypeChange(type: FlowType): { condition: 'empty' | 'none'; markDefault: boolean } {
  switch (type) {
    case 'condition':
      return { condition: 'empty', markDefault: false };
    case 'default':
      return { condition: 'none', markDefault: true };
    default:
      return { condition: 'none', markDefault: false };
  }
}

/** The condition's form values. */
export interface ConditionForm {
  conditionType: ConditionType;
  /** The expression, or the inline script. */
  body: string;
  language: string;
  scriptType: ScriptType;
  resource: string;
}

/** The attributes of the conditionExpression (a bpmn:FormalExpression) that hold a condition. */
export interface ConditionAttrs {
  body?: string;
  language?: string;
  resource?: string;
}

/** Reads a stored condition: a language or a resource means a script. */
export function conditionFormOf(attrs: ConditionAttrs): ConditionForm {
  const isScript = Boolean(attrs.language) || Boolean(attrs.resource);
  return {
    conditionType: isScript ? 'script' : 'expression',
    body: attrs.body ?? '',
    language: attrs.language ?? '',
    scriptType: attrs.resource ? 'externalScript' : 'inlineScript',
    resource: attrs.resource ?? '',
  };
}

/**
 * The attributes to store. An expression has only its body; a script has a language and either
 * an inline body or an external resource, never both.
 */
export function conditionAttrsOf(form: ConditionForm): Required<Record<keyof ConditionAttrs, string | undefined>> {
  const text = (value: string) => (value.trim() === '' ? undefined : value);
  if (form.conditionType === 'expression') return { body: text(form.body.trim()), language: undefined, resource: undefined };
  if (form.scriptType === 'externalScript') return { body: undefined, language: text(form.language), resource: text(form.resource) };
  return { body: text(form.body), language: text(form.language), resource: undefined };
}
