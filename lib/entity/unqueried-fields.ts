import type { EntityDef, FieldDef } from './types';

/** A field offered to no filter, sort or advanced query. */
function unqueried(field: FieldDef): FieldDef {
  const { filter: _filter, ...rest } = field;
  const list = field.list === false || field.list === undefined ? field.list : { ...field.list, sortable: false };
  return { ...rest, ...(list === undefined ? {} : { list }), queryable: false };
}

/**
 * The declaration as one caller may query it: the named fields (those the server refuses to narrow
 * or order her lists by, as the kind's shape answers them) are still listed and shown, but offered
 * to no filter, sort or advanced query. The same object back when none is named.
 */
export function withUnqueriedFields<E extends EntityDef>(entity: E, names: readonly string[]): E {
  const named = names.filter((name) => Object.hasOwn(entity.fields, name));
  if (named.length === 0) return entity;
  return { ...entity, fields: { ...entity.fields, ...Object.fromEntries(named.map((name) => [name, unqueried(entity.fields[name]!)])) } };
}
