import { parseDateTime } from '../../datetime';
import { instantOfWallClock } from '../../time-zone';
import type { EntityDef } from '../../types';

/** A date value as a comparable instant: 'YYYY-MM-DD' text, a date-time text or a Date. */
function instant(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' || value === '') return null;
  // A day compares as its first moment, a date-time as the instant it names (lib/entity/datetime.ts).
  const time = value.length === 10 ? instantOfWallClock(value) : parseDateTime(value);
  return time ? time.getTime() : null;
}

/**
 * The date fields of a record that come before the field they may not precede (`notBefore`),
 * with the message to say on each. Fields left empty are not compared.
 */
export function dateOrderIssues(entity: EntityDef, values: Readonly<Record<string, unknown>>): { field: string; message: string }[] {
  return Object.entries(entity.fields).flatMap(([name, field]) => {
    if ((field.type !== 'date' && field.type !== 'datetime') || !field.notBefore) return [];
    const own = instant(values[name]);
    const other = instant(values[field.notBefore.field]);
    return own !== null && other !== null && own < other ? [{ field: name, message: field.notBefore.message }] : [];
  });
}
