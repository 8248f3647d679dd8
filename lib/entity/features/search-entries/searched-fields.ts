import type { EntityDef, FieldDef, FieldType } from '../../types';
import { sensitiveKindOf } from '../sensitive/fields';

/** Field types whose values are words a person types to find a record. */
const SEARCHABLE_TYPES: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'phone', 'email']);

/**
 * The fields an entity declares searched (`search: true`), checked to be stored text. A field the
 * caller may not read (hidden from them, or read by some roles only) is among them: the record's
 * entry holds its text whoever saved the record, kept apart (`searchedApart`).
 */
export function searchedFields(entity: EntityDef): string[] {
  return Object.entries(entity.fields).filter(([, field]) => field.search).map(([name, field]) => {
    if (!SEARCHABLE_TYPES.has(field.type) || field.stored === false) {
      throw new Error(`${entity.name}.${name}: only stored text fields can be searched`);
    }
    return name;
  });
}

/**
 * Whether a searched field's text is kept in a section of its own in the entry, matched only for
 * some callers: one read by some roles only, or hidden from everyone (matched for callers whose
 * shape reads it), and a sensitive one (matched for holders of 查看敏感信息 and on the records the
 * caller owns). The same in every caller's shape (a field hidden from a caller is one read by some
 * roles only; sensitivity is the field's own), so an entry does not depend on who saved the record.
 */
export function searchedApart(field: FieldDef): boolean {
  return Boolean(field.readLimited || field.hidden || sensitiveKindOf(field));
}

/** The searched fields whose text is kept in a section of its own: every entry of the kind has one for each. */
export function apartFields(entity: EntityDef): string[] {
  return searchedFields(entity).filter((name) => searchedApart(entity.fields[name]!));
}

/** The searched fields kept apart that the caller of this shape reads: their sections are matched for them. */
export function apartFieldsRead(entity: EntityDef): string[] {
  return apartFields(entity).filter((name) => !entity.fields[name]!.hidden);
}

/** Kinds with searched fields: the ones the global search covers. */
export function searchedEntities(entities: readonly EntityDef[]): EntityDef[] {
  return entities.filter((entity) => searchedFields(entity).length > 0);
}
