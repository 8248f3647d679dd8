import type { Control } from '@/lib/contract/approval-form/design';
import type { Renamed } from './made-keys';

/**
 * The form after one control's keys were renamed (its id, its detail columns' ids, its options'
 * values): the formulas that add it up and the show-when rules that read it follow, so a rename
 * leaves nothing pointing at a key that is gone.
 */

export interface ControlRenames {
  id: Renamed;
  columns: readonly Renamed[];
  options: readonly Renamed[];
}

const to = (value: string, renames: readonly Renamed[]) => renames.find((r) => r.from === value)?.to ?? value;

/** A formula's reference: the control itself, or `table.column` of a detail table. */
function renamedRef(ref: string, { id, columns }: ControlRenames): string {
  if (ref === id.from) return id.to;
  const [table, column] = ref.split('.');
  if (column !== undefined && (table === id.from || table === id.to)) return `${id.to}.${to(column, columns)}`;
  return ref;
}

function renamedRule(rule: NonNullable<Control['showWhen']>, renames: ControlRenames): Control['showWhen'] {
  if (rule.field !== renames.id.from && rule.field !== renames.id.to) return rule;
  const value = typeof rule.value === 'string' ? to(rule.value, renames.options) : Array.isArray(rule.value) ? rule.value.map((v) => to(v, renames.options)) : rule.value;
  return { ...rule, field: renames.id.to, ...(value === undefined ? {} : { value }) };
}

export function withRenamedReferences(fields: readonly Control[], renames: ControlRenames): Control[] {
  const nothing = renames.id.from === renames.id.to && renames.columns.length === 0 && renames.options.length === 0;
  if (nothing) return [...fields];
  return fields.map((control) => {
    if (control.id === renames.id.to) return control;
    let out = control;
    if (out.kind === 'formula') out = { ...out, refs: out.refs.map((ref) => renamedRef(ref, renames)) };
    if (out.showWhen) out = { ...out, showWhen: renamedRule(out.showWhen, renames) };
    return out;
  });
}
