import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { GROUP_BY_PARAM } from '@/lib/contract/list-view-paths';
import type { ListGroup } from '@/lib/contract/entity-answers';
import { groupableFields } from '@/lib/entity/list-views';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import type { Db } from '../db/client';
import { itemsByCode } from '../dictionaries/store';
import { badRequest } from '../http/errors';
import { scalarText } from './filters';
import { ownColumn } from './own-column';
import { refusedFieldName } from './refused-field-name';

/** How a grouped list reads and orders its groups: the page and the group counts use the same expressions. */
export interface ListGrouping {
  /** A record's group as text; null for records without a value (an empty text counts as none). */
  value: SQL<string | null>;
  /** The groups' order, ahead of the list's sort: a choice field's by its dictionary, the rest by value, no value last. */
  order: SQL[];
}

/** The field a list may be grouped by under this name: the same the browser offers (lib/entity/list-views.ts). */
export function groupableField(entity: EntityDef, name: string): FieldDef | undefined {
  return groupableFields(entity).find(([field]) => field === name)?.[1];
}

/** The grouping a list query asks for (`groupBy`), or none; a field that cannot group a list is refused, naming it. */
export async function listGrouping(db: Db, entity: EntityDef, columns: Record<string, PgColumn>, raw: unknown): Promise<ListGrouping | undefined> {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const name = scalarText(GROUP_BY_PARAM, raw);
  const field = groupableField(entity, name);
  const column = field ? ownColumn(columns, name) : undefined;
  if (!field || !column) throw badRequest(messageWith('listView.validation.groupBy', { field: refusedFieldName(name) }));
  // The literal '' stays in the statement's text: the grouped and the selected expression must read alike.
  const value = field.type === 'bool' ? sql<string | null>`${column}::text` : sql<string | null>`nullif(${column}::text, '')`;
  const byValue = sql`${value} asc nulls last`;
  if (field.type !== 'dict') return { value, order: [byValue] };
  // A stage or a status reads in its dictionary's order (initial before won), not alphabetically.
  const items = await itemsByCode(db, field.dictCode, { includeDisabled: true });
  if (items.length === 0) return { value, order: [byValue] };
  const ranked = sql.join(items.map((item) => sql`${item.value}`), sql`, `);
  return { value, order: [sql`array_position(array[${ranked}]::text[], ${value}) asc nulls last`, byValue] };
}

/** How many records of the list's whole filtered set fall in each group, in the groups' order. */
export async function listGroups(db: Db, table: PgTable, where: SQL | undefined, grouping: ListGrouping): Promise<ListGroup[]> {
  const rows = await db.select({ value: grouping.value, count: count() }).from(table).where(where).groupBy(grouping.value).orderBy(...grouping.order);
  return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}
