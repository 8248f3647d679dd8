import type { EntityDef, FieldType } from '../../types';

/** Field types whose values are words a person types to find a record. */
const SEARCHABLE_TYPES: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'phone', 'email']);

/** The fields an entity declares searched (`search: true`), checked to be stored text. */
export function searchedFields(entity: EntityDef): string[] {
  return Object.entries(entity.fields).filter(([, field]) => field.search).map(([name, field]) => {
    if (!SEARCHABLE_TYPES.has(field.type) || field.stored === false || field.hidden) {
      throw new Error(`${entity.name}.${name}: only stored, visible text fields can be searched`);
    }
    return name;
  });
}

/** Kinds with searched fields: the ones the global search covers. */
export function searchedEntities(entities: readonly EntityDef[]): EntityDef[] {
  return entities.filter((entity) => searchedFields(entity).length > 0);
}
