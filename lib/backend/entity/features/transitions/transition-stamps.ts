import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityDef } from '@/lib/entity/types';
import type { Row } from '../../behaviour';

/**
 * A single-row write that moves the transitions field into a stamped value gets the time in that
 * value's field; a write that leaves the field where it was keeps the old stamp. `before` is null
 * for a new record, whose field may come from its default.
 */
export function stampTransition(entity: EntityDef, before: Row | null, row: Row, now = new Date()): void {
  const transitions = entity.transitions;
  if (!transitions?.stamps) return;
  const field = transitions.field;
  const to = field in row ? row[field] : before ? before[field] : entity.fields[field]?.defaultValue;
  if (to === null || to === undefined || (before && before[field] === to)) return;
  const stampField = Object.hasOwn(transitions.stamps, String(to)) ? transitions.stamps[String(to)] : undefined;
  if (stampField) row[stampField] = now;
}

/**
 * The same for one statement over many records: each record is stamped only if it was not already
 * in that value (the CASE reads the row as it was before the update).
 */
export function stampTransitionSql(entity: EntityDef, columns: Record<string, PgColumn>, values: Row): Record<string, SQL> {
  const transitions = entity.transitions;
  if (!transitions?.stamps || !(transitions.field in values)) return {};
  const to = values[transitions.field];
  const stampField = to !== null && to !== undefined && Object.hasOwn(transitions.stamps, String(to)) ? transitions.stamps[String(to)] : undefined;
  if (!stampField) return {};
  const field = columns[transitions.field]!;
  const stamp = columns[stampField]!;
  return { [stampField]: sql`case when ${field} is distinct from ${String(to)} then now() else ${stamp} end` };
}
