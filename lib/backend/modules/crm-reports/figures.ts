import { count, sql, sum, type SQL } from 'drizzle-orm';
import type { Figure } from '@/lib/contract/crm-reports';
import { rangeBounds, type DayRange } from '@/lib/entity/date-presets';
import { businessTimeZone } from '@/lib/entity/time-zone';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { listingOf } from '../../entity/registry';
import type { Measure } from './measures';
import type { ReportScope } from './scope';

export type Params = Record<string, string>;

/** The list parameters that select a measure's records in a range for the scope's users. */
export function paramsOf(measure: Measure, range: DayRange, users: string[] | null): Params {
  const { begin, end } = rangeBounds(range);
  return {
    ...measure.fixed,
    [`${measure.time}_begin`]: begin,
    [`${measure.time}_end`]: end,
    ...(users ? { [measure.user]: users.join(',') } : {}),
  };
}

export const listOf = (measure: Measure, params: Params): Figure['list'] => ({
  entity: measure.entity.name, call: `${measure.entity.apiBase}/query`, params, ...(measure.sum ? { sum: measure.sum } : {}),
});

/**
 * Counts (or sums) a measure's records grouped by an expression over its columns, through the
 * entity's list machinery: the same filters, advanced query rules and data scope as its list call,
 * so a figure and its list agree by construction.
 */
export async function grouped(
  db: Db, auth: AuthContext, measure: Measure, params: Params,
  groupBy: (columns: Record<string, unknown>) => SQL,
): Promise<Map<string, number>> {
  const listing = listingOf(measure.entity);
  const list = await listing.prepare(db, auth, params);
  const columns = listing.columns;
  const key = groupBy(columns);
  const value = measure.sum ? sql<string>`coalesce(${sum(columns[measure.sum]!)}, 0)` : count();
  // Grouped by position: the expression's bound parameters would make it a different one in GROUP BY.
  const rows = await db.select({ key: sql<string | null>`${key}`, value }).from(listing.table).where(list.where).groupBy(sql.raw('1'));
  const answer = new Map<string, number>();
  for (const row of rows) if (row.key !== null) answer.set(String(row.key), Number(row.value));
  return answer;
}

/** One figure: the count or sum of a measure's records for these parameters, with the list that shows them. */
export async function figure(db: Db, auth: AuthContext, measure: Measure, params: Params): Promise<Figure> {
  const listing = listingOf(measure.entity);
  const list = await listing.prepare(db, auth, params);
  const columns = listing.columns;
  const value = measure.sum ? sql<string>`coalesce(${sum(columns[measure.sum]!)}, 0)` : count();
  const [row] = await db.select({ value }).from(listing.table).where(list.where);
  return { value: Number(row?.value ?? 0), list: listOf(measure, params) };
}

/** A measure over a range for the scope. */
export function scopeFigure(db: Db, auth: AuthContext, measure: Measure, range: DayRange, scope: ReportScope): Promise<Figure> {
  return figure(db, auth, measure, paramsOf(measure, range, scope.filter));
}

/** The business's calendar day of a date-time column, as 'YYYY-MM-DD' (the database applies the zone's rules). */
export function businessDayOf(column: unknown): SQL {
  return sql`to_char(${column} at time zone ${businessTimeZone()}, 'YYYY-MM-DD')`;
}
