import type { EntityDef, FieldDef } from './types';

/**
 * Which fields a saved view may group a table by or make a board of: the browser offers them and
 * the server accepts nothing else. A group is one value, so only fields holding one value of a
 * short list qualify (a choice, a person, a department, yes/no), and only those the list shows.
 */

function listed(field: FieldDef): boolean {
  return !field.hidden && field.list !== false && field.stored !== false;
}

export function groupableFields(entity: EntityDef): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, field]) => listed(field) && (
    field.type === 'dict' || field.type === 'bool' || ((field.type === 'user' || field.type === 'department') && !field.multiple)));
}

/** A board's columns are the items of a dictionary: one column per value, a card in exactly one. */
export function boardableFields(entity: EntityDef): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, field]) => listed(field) && field.type === 'dict');
}

/** The board a kind opens with: the one it declares (with its moves and sums), else its first choice field. */
export function defaultBoardField(entity: EntityDef): string | null {
  return entity.board?.field ?? boardableFields(entity)[0]?.[0] ?? null;
}
