import { childrenOf, filled, text, type CreateNode, type ModdleNode } from './moddle-node';

/**
 * The form of a start event or user task in the layout the
 * engine reads: `<prefix:formData businessKey>` holding `<prefix:formField>` elements, each with
 * enum `<prefix:value>`s, `<prefix:validation>` constraints and `<prefix:properties>`.
 */

export const FIELD_TYPES = ['long', 'string', 'boolean', 'date', 'enum', 'custom'] as const;
export type FieldKind = (typeof FIELD_TYPES)[number];
const BUILT_IN = new Set<string>(FIELD_TYPES.filter((t) => t !== 'custom'));

export interface FormFieldState {
  id: string;
  /** One of the built-in types, or custom with its own type name. */
  kind: FieldKind;
  customType: string;
  label: string;
  defaultValue: string;
  /** Dates only. */
  datePattern: string;
  /** Enums only. */
  values: { id: string; name: string }[];
  constraints: { name: string; config: string }[];
  properties: { id: string; value: string }[];
}

export interface FormDataState {
  /** The id of the field whose value is the business key, or '' for none. */
  businessKey: string;
  fields: FormFieldState[];
}

export const emptyField = (): FormFieldState => ({
  id: '', kind: 'string', customType: '', label: '', defaultValue: '', datePattern: '', values: [], constraints: [], properties: [],
});

export function fieldOf(node: ModdleNode): FormFieldState {
  const type = text(node, 'type') || 'string';
  const validation = node.get('validation') as ModdleNode | undefined;
  const properties = node.get('properties') as ModdleNode | undefined;
  return {
    id: text(node, 'id'),
    kind: BUILT_IN.has(type) ? (type as FieldKind) : 'custom',
    customType: BUILT_IN.has(type) ? '' : type,
    label: text(node, 'label'),
    defaultValue: text(node, 'defaultValue'),
    datePattern: text(node, 'datePattern'),
    values: childrenOf(node, 'values').map((v) => ({ id: text(v, 'id'), name: text(v, 'name') })),
    constraints: childrenOf(validation, 'constraints').map((c) => ({ name: text(c, 'name'), config: text(c, 'config') })),
    properties: childrenOf(properties, 'values').map((p) => ({ id: text(p, 'id'), value: text(p, 'value') })),
  };
}

export function formDataOf(node: ModdleNode | undefined): FormDataState {
  return { businessKey: text(node, 'businessKey'), fields: childrenOf(node, 'fields').map(fieldOf) };
}

/** The type attribute a field is written with. */
export function typeOf(field: FormFieldState): string {
  return field.kind === 'custom' ? field.customType.trim() || 'custom' : field.kind;
}

export function buildField(create: CreateNode, prefix: string, field: FormFieldState): ModdleNode {
  const attrs: Record<string, unknown> = filled({
    id: field.id,
    label: field.label,
    type: typeOf(field),
    defaultValue: field.defaultValue,
    datePattern: field.kind === 'date' ? field.datePattern : undefined,
  });
  if (field.kind === 'enum' && field.values.length > 0) {
    attrs.values = field.values.map((v) => create(`${prefix}:Value`, filled({ id: v.id, name: v.name })));
  }
  if (field.constraints.length > 0) {
    attrs.validation = create(`${prefix}:Validation`, {
      constraints: field.constraints.map((c) => create(`${prefix}:Constraint`, filled({ name: c.name, config: c.config }))),
    });
  }
  if (field.properties.length > 0) {
    attrs.properties = create(`${prefix}:Properties`, {
      values: field.properties.map((p) => create(`${prefix}:Property`, filled({ id: p.id, value: p.value }))),
    });
  }
  return create(`${prefix}:FormField`, attrs);
}

/** The formData element for the state, or null when it has neither fields nor a business key. */
export function buildFormData(create: CreateNode, prefix: string, state: FormDataState): ModdleNode | null {
  const businessKey = state.fields.some((f) => f.id === state.businessKey) ? state.businessKey : '';
  if (state.fields.length === 0 && !businessKey) return null;
  return create(`${prefix}:FormData`, { ...filled({ businessKey }), fields: state.fields.map((f) => buildField(create, prefix, f)) });
}

/** A field id must be a variable name and unique in its form (the engine refuses others at deploy). */
export function fieldIdProblem(id: string, others: readonly FormFieldState[]): 'required' | 'invalid' | 'duplicate' | null {
  if (id.trim() === '') return 'required';
  if (!/^[A-Za-z_$][\w$]{0,63}$/.test(id)) return 'invalid';
  return others.some((f) => f.id === id) ? 'duplicate' : null;
}
