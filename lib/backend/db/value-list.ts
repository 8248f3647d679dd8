import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in (values…)` for a text column and a long list of values (an import batch looks up hundreds at once),
 * asked as a join on the list rather than as an `in (…)` of parameters. A list's trigram index
 * also answers `=` and `in (…)`, and while a table grows the planner takes it for such a list:
 * each value then scans GIN's pending list of every row inserted since it was last merged, and a
 * 30,000-row import on PostgreSQL slowed to seconds per batch. Joined on the list, the same lookup
 * is a hash join on a small table and 500 probes of the column's b-tree on a large one. The values
 * travel as one JSON parameter, so any text (commas, quotes) is itself.
 */
export function inValues(column: PgColumn, values: readonly string[]): SQL {
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
