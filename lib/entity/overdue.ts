import type { EntityDef } from './types';

/** A day as date fields hold it (YYYY-MM-DD), in the local time of whoever asks. */
export function dayText(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * Whether a record is overdue as its entity declares (`overdue`): its date lies before today and
 * the field that excuses it (a task's status) holds none of the excusing values.
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
