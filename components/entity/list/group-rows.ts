import type { ListGroup } from '@/lib/contract/entity-answers';
import type { EntityRecord } from '../fields';

/** The row that heads a group in a grouped table: its value and how many records of the whole list have it. */
export type GroupHead = {
  groupValue: string | null;
  groupCount: number;
};

export type GroupedRow = EntityRecord | GroupHead;

export const isGroupHead = (row: GroupedRow): row is GroupHead => 'groupValue' in row && 'groupCount' in row;

const valueText = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * A page of records ordered by the group field, with a head row before each run of one value; the
 * count is the whole list's (the server's `groups`), so a group split over two pages says its size
 * on both.
 */
export function withGroupHeads(records: readonly EntityRecord[], field: string, groups: readonly ListGroup[]): GroupedRow[] {
  const counts = new Map(groups.map((g) => [g.value, g.count]));
  const rows: GroupedRow[] = [];
  let previous: string | null | undefined;
  for (const record of records) {
    const value = valueText(record[field]);
    if (value !== previous) rows.push({ groupValue: value, groupCount: counts.get(value) ?? 0 });
    previous = value;
    rows.push(record);
  }
  return rows;
}
