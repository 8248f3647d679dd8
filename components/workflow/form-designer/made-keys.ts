import type { Control, DetailColumn, FormDesign } from '@/lib/contract/approval-form/design';
import { isKeyOf, keyFromName, uniqueKey } from '@/lib/contract/name-keys';

/**
 * 字段标识 and 选项值 made from what the administrator names: a control's id from its label, a detail
 * column's id from its title, an option's value from its text (lib/contract/name-keys.ts). A key
 * follows its name while it is one the designer made (the palette's text1, opt1, col1, or one made
 * from the name before) and nobody typed their own; a key the saved form has is never changed, as
 * process conditions and requests may read it. Pure: the panel applies what it answers.
 */

/** A key renamed here, for whatever reads it elsewhere in the form (formulas, show-when rules). */
export interface Renamed {
  from: string;
  to: string;
}

export interface MadeKeys {
  control: Control;
  /** The panel's fields that now hold another key: path and value. */
  panel: { path: (string | number)[]; value: unknown }[];
  columns: Renamed[];
  options: Renamed[];
}

interface ChoiceOption {
  value: string;
  label: string;
}

const CONTROL_ID_LENGTH = 40;
const OPTION_VALUE_LENGTH = 60;

/** The keys of the saved form, which stay as they are: `id`, `id/column`, `id/=value`, `id/column/=value`. */
export function fixedKeysOf(design: FormDesign | null): Set<string> {
  const fixed = new Set<string>();
  for (const control of design?.fields ?? []) {
    fixed.add(control.id);
    if (control.kind === 'choice') for (const o of control.options ?? []) fixed.add(`${control.id}/=${o.value}`);
    if (control.kind === 'detail') {
      for (const column of control.columns) {
        fixed.add(`${control.id}/${column.id}`);
        if (column.kind === 'choice') for (const o of column.options) fixed.add(`${control.id}/${column.id}/=${o.value}`);
      }
    }
  }
  return fixed;
}

/** Whether the key is the designer's own for the name: the palette's default, or made from the name. */
function made(key: string, name: string, palette: RegExp, options: { fallback: string; maxLength: number }): boolean {
  return palette.test(key) || isKeyOf(key, name, options);
}

/** Options whose text changed while their value is still the designer's get a value made from the new text. */
function madeOptions(before: readonly ChoiceOption[], next: readonly ChoiceOption[], fixed: (value: string) => boolean): { options: ChoiceOption[]; renamed: Renamed[]; at: number[] } {
  const renamed: Renamed[] = [];
  const at: number[] = [];
  const options = next.map((option, index) => {
    const was = before[index];
    // A new option's value is empty or was filled in from its text (clean-control.ts), as was one's before the key maker loaded.
    const fresh = !was && (option.value === option.label || option.value === '');
    const follows = fresh || (was && was.label !== option.label && was.value === option.value && !fixed(was.value) && (was.value === was.label || made(was.value, was.label, /^opt\d+$/, { fallback: 'opt', maxLength: OPTION_VALUE_LENGTH })));
    if (!follows) return option;
    const others = new Set(next.filter((_, i) => i !== index).map((o) => o.value));
    const value = uniqueKey(keyFromName(option.label, { fallback: 'opt', maxLength: OPTION_VALUE_LENGTH }), others, OPTION_VALUE_LENGTH);
    if (value === option.value) return option;
    if (was) renamed.push({ from: was.value, to: value });
    at.push(index);
    return { ...option, value };
  });
  return { options, renamed, at };
}

/** A formula column's refs after its table's columns were renamed. */
const renamedRefs = (refs: readonly string[], renames: readonly Renamed[]) => refs.map((ref) => renames.find((r) => r.from === ref)?.to ?? ref);

function madeColumns(tableId: string, before: readonly DetailColumn[], next: readonly DetailColumn[], fixed: ReadonlySet<string>, panel: MadeKeys['panel']): { columns: DetailColumn[]; renamed: Renamed[] } {
  const renamed: Renamed[] = [];
  let columns = next.map((column, index) => {
    const was = before[index];
    let out = column;
    if (was && was.label !== column.label && was.id === column.id && !fixed.has(`${tableId}/${was.id}`) && made(was.id, was.label, /^col\d+$/, { fallback: 'col', maxLength: CONTROL_ID_LENGTH })) {
      const others = new Set(next.filter((_, i) => i !== index).map((c) => c.id));
      const id = uniqueKey(keyFromName(column.label, { fallback: 'col', maxLength: CONTROL_ID_LENGTH }), others, CONTROL_ID_LENGTH);
      if (id !== column.id) {
        renamed.push({ from: column.id, to: id });
        panel.push({ path: ['columns', index, 'id'], value: id });
        out = { ...out, id };
      }
    }
    if (out.kind === 'choice') {
      const wasOptions = was?.kind === 'choice' ? was.options : [];
      const result = madeOptions(wasOptions, out.options, (value) => fixed.has(`${tableId}/${was?.id ?? ''}/=${value}`));
      for (const i of result.at) panel.push({ path: ['columns', index, 'options', i, 'value'], value: result.options[i]!.value });
      out = { ...out, options: result.options };
    }
    return out;
  });
  if (renamed.length) {
    columns = columns.map((column, index) => {
      if (column.kind !== 'formula') return column;
      const refs = renamedRefs(column.refs, renamed);
      if (refs.some((r, i) => r !== column.refs[i])) panel.push({ path: ['columns', index, 'refs'], value: refs });
      return { ...column, refs };
    });
  }
  return { columns, renamed };
}

/**
 * The control as the panel made it (`next`), with the keys that follow their names made again.
 * `others`: the ids of the form's other controls; `fixed`: the saved form's keys (fixedKeysOf).
 */
export function withMadeKeys(before: Control, next: Control, others: ReadonlySet<string>, fixed: ReadonlySet<string>): MadeKeys {
  const panel: MadeKeys['panel'] = [];
  let control = next;
  if (before.label !== next.label && before.id === next.id && !fixed.has(before.id) && made(before.id, before.label, new RegExp(`^${before.kind}\\d+$`), { fallback: before.kind, maxLength: CONTROL_ID_LENGTH })) {
    const id = uniqueKey(keyFromName(next.label, { fallback: next.kind, maxLength: CONTROL_ID_LENGTH }), others, CONTROL_ID_LENGTH);
    if (id !== next.id) {
      panel.push({ path: ['id'], value: id });
      control = { ...control, id };
    }
  }
  let options: Renamed[] = [];
  if (control.kind === 'choice' && control.options) {
    const result = madeOptions(before.kind === 'choice' ? (before.options ?? []) : [], control.options, (value) => fixed.has(`${before.id}/=${value}`));
    for (const i of result.at) panel.push({ path: ['options', i, 'value'], value: result.options[i]!.value });
    control = { ...control, options: result.options };
    options = result.renamed;
  }
  let columns: Renamed[] = [];
  if (control.kind === 'detail' && before.kind === 'detail') {
    const result = madeColumns(before.id, before.columns, control.columns, fixed, panel);
    control = { ...control, columns: result.columns };
    columns = result.renamed;
  }
  return { control, panel, columns, options };
}
