import { is } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The table's column of that name. A drizzle table object also carries inherited members and
 * helpers of its own (enableRLS), so a client's name picks a column only when it is an own key
 * holding a column.
 */
export function ownColumn(columns: Record<string, PgColumn>, name: string): PgColumn | undefined {
  if (!Object.hasOwn(columns, name)) return undefined;
  const column: unknown = columns[name];
  return is(column, PgColumn) ? column : undefined;
}
