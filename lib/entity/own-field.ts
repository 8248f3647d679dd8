import type { EntityDef, FieldDef } from './types';

/**
 * The entity's declared field of that name. Names come from clients ('__proto__', 'constructor'
 * …), so only the declaration's own keys count, never what an object inherits.
 */
export function ownField(entity: EntityDef, name: string): FieldDef | undefined {
  return Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
}
