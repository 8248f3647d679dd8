import type { EntityDef, FieldDef } from '../../types';
import { editableFields } from '../../zod-schema';
import { parentLinksOf } from '../family/family';

/**
 * Merging duplicates: which records name a record of a kind (so a merge moves them), which fields
 * the user picks a surviving value for, and the value each picks first. Read from the
 * declarations alone, so a kind that opts in (`merge`) needs no list of its own.
 */

/** One way records of `entity` name a record of the merged kind: a field, and the kind it must hold for a shared parent. */
export interface MergeReference {
  entity: string;
  field: string;
  /** The field holds several keys, comma-joined. */
  multiple: boolean;
  /** For a record several kinds own (a follow-up): the field naming the owner's kind and this kind's value. */
  kind?: { field: string; value: string };
  /** The referring records belong to the merged record (its family): they take the survivor's department. */
  child: boolean;
}

/** Every field of every declared kind that names records of `target`: its children first, then the other references. */
export function mergeReferencesOf(target: EntityDef, all: readonly EntityDef[]): MergeReference[] {
  const found: MergeReference[] = [];
  const seen = new Set<string>();
  const add = (reference: MergeReference) => {
    const id = `${reference.entity}.${reference.field}`;
    if (seen.has(id)) return;
    seen.add(id);
    found.push(reference);
  };
  for (const entity of all) {
    for (const link of parentLinksOf(entity)) {
      if (link.entity === target.name) add({ entity: entity.name, field: link.foreignKey, multiple: false, child: true, ...(link.kind ? { kind: link.kind } : {}) });
    }
  }
  for (const named of target.children ?? []) add({ entity: named.entity, field: named.foreignKey, multiple: false, child: false });
  for (const entity of all) {
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.type === 'ref' && field.entity === target.name && field.stored !== false) add({ entity: entity.name, field: name, multiple: Boolean(field.multiple), child: false });
    }
  }
  return found;
}

/** The fields a merge offers a choice of value for: what the form edits, stored on the record. */
export function mergeFieldsOf(entity: EntityDef): [string, FieldDef][] {
  return editableFields(entity).filter(([, field]) => field.stored !== false);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The record each field's value is taken from before the user chooses: the survivor's own value,
 * or the first other record's that has one when the survivor's is empty.
 */
export function defaultMergeChoices(entity: EntityDef, keyOrder: readonly string[], records: ReadonlyMap<string, Readonly<Record<string, unknown>>>): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const [name] of mergeFieldsOf(entity)) {
    const filled = keyOrder.find((key) => !isEmpty(records.get(key)?.[name]));
    choices[name] = filled ?? keyOrder[0]!;
  }
  return choices;
}

/** A key list with the survivor first (the order a merge's choices are made in). */
export function survivorFirst(keys: readonly string[], survivor: string): string[] {
  return [survivor, ...keys.filter((key) => key !== survivor)];
}
