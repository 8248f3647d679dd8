import type { EntityDef } from '../../types';

/**
 * Whether a record is overdue as its entity declares (`overdue`): its date lies before today (the
 * business's day, businessDay in lib/entity/time-zone.ts) and the field that excuses it (a task's
 * status) holds none of the excusing values.
 */
export function isOverdue(entity: EntityDef, record: Readonly<Record<string, unknown>>, today: string): boolean {
  const rule = entity.overdue;
  if (!rule) return false;
  const due = record[rule.field];
  if (typeof due !== 'string' || due === '') return false;
  if (rule.unless && rule.unless.values.includes(String(record[rule.unless.field] ?? ''))) return false;
  if (rule.owing && !(Number(record[rule.owing] ?? 0) > 0)) return false;
  return due.slice(0, 10) < today;
}
