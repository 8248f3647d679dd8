import type { EntityDef } from '../../types';
import { expressionInputs } from './declaration';

/**
 * A roll-up counts records of a child kind; a reader who may not read every one of them is not
 * shown it (docs/fields.md, "Roll-ups a reader may not see whole"). An answered record lists the
 * worked-out fields it carries withheld, emptied, under this name.
 */
export const WITHHELD_FIELDS = 'withheld_fields';

/** The worked-out fields an answered record carries withheld from its reader (none when it shows them all). */
export function withheldFieldsOf(record: Readonly<Record<string, unknown>>): readonly string[] {
  const listed = record[WITHHELD_FIELDS];
  return Array.isArray(listed) ? listed.filter((name): name is string => typeof name === 'string') : [];
}

const counting = new WeakMap<EntityDef, ReadonlyMap<string, readonly string[]>>();

/**
 * The kind's fields whose value counts other records, each with the roll-ups it counts through:
 * a roll-up itself, and a formula reading one, directly or through other formulas.
 */
export function countingFields(entity: EntityDef): ReadonlyMap<string, readonly string[]> {
  let known = counting.get(entity);
  if (known) return known;
  const found = new Map<string, readonly string[]>();
  const rollupsRead = (name: string, path: ReadonlySet<string>): string[] => {
    const computed = entity.fields[name]?.computed;
    if (!computed || path.has(name)) return [];
    if ('rollup' in computed) return [name];
    const next = new Set([...path, name]);
    return [...new Set(expressionInputs(computed.expression).flatMap((input) => rollupsRead(input, next)))];
  };
  for (const name of Object.keys(entity.fields)) {
    const reads = rollupsRead(name, new Set());
    if (reads.length > 0) found.set(name, reads);
  }
  known = found;
  counting.set(entity, known);
  return known;
}
