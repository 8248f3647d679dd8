import type { CustomFieldDefinition } from '@/lib/contract/custom-fields';
import type { ComputedDecl } from './features/computed/declaration';
import type { EntityDef, FieldCommon, FieldDef } from './types';

/** Every added field's column (and wire name) starts so: it can never meet a declared one. */
export const CUSTOM_COLUMN_PREFIX = 'cf_';

/** The message key of an added field's label: the same key a declared field's label has. */
export function customLabelKey(entityName: string, column: string): string {
  return `entity.${entityName}.fields.${column}`;
}

/** The message key of an added field's help text. */
export function customHelpKey(entityName: string, column: string): string {
  return `entity.${entityName}.help.${column}`;
}

export function isCustomColumn(name: string): boolean {
  return name.startsWith(CUSTOM_COLUMN_PREFIX);
}

/** The declaration of a field a target kind is linked by: its title is the label shown. */
export type TitleFieldOf = (entityName: string) => string | undefined;

/**
 * An added field as the engine declares fields: the same type, rules and placements a developer
 * would have written, so every path that reads declarations (forms, lists, filters, Excel, search,
 * audit, the API document) treats it as one of the kind's own.
 */
export function customFieldDef(definition: CustomFieldDefinition, titleFieldOf: TitleFieldOf): FieldDef {
  const { options: o, type, entity, column } = definition;
  const shown = definition.state === 'active' && definition.access !== 'none';
  const common: Omit<FieldCommon, 'type'> = {
    label: customLabelKey(entity, column),
    ...(o.required ? { required: true } : {}),
    ...(o.help ? { help: customHelpKey(entity, column) } : {}),
    ...(o.defaultValue !== null && o.defaultValue !== undefined ? { defaultValue: o.defaultValue } : {}),
    ...(o.filter ? { filter: true } : {}),
    list: shown ? { width: 140, ...(o.sortable ? { sortable: true } : {}), ...(o.listShown ? {} : { hiddenByDefault: true }) } : false,
    ...(shown ? (o.wide || definition.access === 'read' ? { form: { ...(o.wide ? { span: 2 as const } : {}), ...(definition.access === 'read' ? { readOnly: true } : {}) } } : {}) : { form: false, detail: false }),
    // A caller whose roles may not see it: stored and worked out, never answered, listed or filtered for them.
    ...(definition.access === 'none' ? { hidden: true } : {}),
    // Marked in every caller's shape alike, so a record's search entry is the same whoever saves it.
    ...((o.readRoles ?? []).length > 0 ? { readLimited: true } : {}),
  };
  switch (type) {
    case 'text':
    case 'textarea':
      return { ...common, type, ...(o.maxLength ? { max: o.maxLength } : {}), ...(o.search ? { search: true } : {}), ...(o.sensitive ? { sensitive: o.sensitive } : {}) };
    case 'number':
    case 'money':
      return { ...common, type, ...(o.integer && type === 'number' ? { integer: true } : {}), ...(typeof o.minValue === 'number' ? { min: o.minValue } : {}), ...(typeof o.maxValue === 'number' ? { max: o.maxValue } : {}) };
    case 'date':
    case 'datetime':
      return { ...common, type };
    case 'dict':
    case 'multiDict':
      return { ...common, type, dictCode: o.dictCode ?? '' };
    case 'user':
    case 'department':
      return { ...common, type, ...(o.multiple ? { multiple: true } : {}) };
    case 'ref': {
      const target = o.refEntity ?? '';
      return { ...common, type, entity: target, labelField: titleFieldOf(target) ?? '', ...(o.multiple ? { multiple: true } : {}) };
    }
    case 'bool':
      return { ...common, type };
    case 'file':
      return { ...common, type, maxCount: 5 };
    case 'formula':
    case 'rollup': {
      // Shown and filtered like any value of its result type, never in the form.
      const computed = { ...common, form: false as const, computed: computedOf(definition) };
      const result = o.resultType ?? 'money';
      return result === 'text' ? { ...computed, type: 'text', max: 500 } : { ...computed, type: result };
    }
  }
}

function computedOf({ type, options: o }: CustomFieldDefinition): ComputedDecl {
  if (type === 'formula') return { expression: o.expression ?? '' };
  const where = o.whereField && o.whereValue ? { where: { field: o.whereField, value: o.whereValue } } : {};
  return { rollup: { child: o.childEntity ?? '', aggregate: o.aggregate ?? 'sum', ...(o.childField ? { field: o.childField } : {}), ...where } };
}

/**
 * A kind's declaration with the fields its administrators added, after its own fields in their
 * order. Retired fields are left out (their columns and data stay); hidden ones are kept out of
 * forms, lists and details but still read and written through the calls.
 */
export function withCustomFields<E extends EntityDef>(entity: E, definitions: readonly CustomFieldDefinition[], titleFieldOf: TitleFieldOf): E {
  const live = definitions.filter((d) => d.entity === entity.name && d.state !== 'retired').sort((a, b) => a.sort - b.sort);
  if (live.length === 0) return entity;
  const added = Object.fromEntries(live.map((d) => [d.column, customFieldDef(d, titleFieldOf)]));
  return { ...entity, fields: { ...entity.fields, ...added } };
}

/** A short mark of what was added to a kind, so what was built from one shape serves while it holds. */
export function shapeSignature(entityName: string, definitions: readonly CustomFieldDefinition[]): string {
  return definitions.filter((d) => d.entity === entityName).map((d) => `${d.key}:${d.version}:${d.access ?? ''}`).sort().join('|');
}

/**
 * The definitions as one caller stands to them: a field limited to some roles is only read, or not
 * seen at all, by a caller holding none of them (administrators hold every right).
 */
export function definitionsForCaller(definitions: readonly CustomFieldDefinition[], caller: { roleCodes: readonly string[]; isAdmin: boolean }): CustomFieldDefinition[] {
  const holds = (roles: readonly string[]) => caller.isAdmin || roles.length === 0 || roles.some((r) => caller.roleCodes.includes(r));
  return definitions.map((d) => {
    if (!holds(d.options.readRoles ?? [])) return { ...d, access: 'none' as const };
    return holds(d.options.editRoles ?? []) ? d : { ...d, access: 'read' as const };
  });
}
