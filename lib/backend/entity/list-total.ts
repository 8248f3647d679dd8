import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListTotal } from '@/lib/contract/envelope';
import type { Db } from '../db/client';

/** Rows a list counts before it answers "at least this many" (LIST_COUNT_LIMIT). */
export const DEFAULT_LIST_COUNT_LIMIT = 10_000;

export interface TotalQuestion {
  table: PgTable;
  where: SQL | undefined;
  pageNo: number;
  pageSize: number;
  /** How many rows the page itself answered. */
  pageRows: number;
  /** Count at most this many rows; null: always count them all. */
  countLimit: number | null;
}

/**
 * The total a list page answers. Counting every matching row costs as much as reading them all,
 * so the count stops after a bound: below it the total is exact, above it the answer says that at
 * least `total` rows match (totalCapped). The bound is never below the next page, so the pager
 * always offers one more page while rows remain. A page that is not full already tells the exact
 * total without counting.
 */
export async function listTotal(db: Db, question: TotalQuestion): Promise<ListTotal> {
  const { table, where, pageNo, pageSize, pageRows, countLimit } = question;
  const offset = (pageNo - 1) * pageSize;
  if (pageRows > 0 && pageRows < pageSize) return { total: offset + pageRows };
  if (pageRows === 0 && pageNo === 1) return { total: 0 };
  if (countLimit === null) {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return { total: Number(row?.n ?? 0) };
  }
  const bound = Math.max(countLimit, offset + 2 * pageSize);
  const counted = db.select({ one: sql`1` }).from(table).where(where).limit(bound + 1).as('counted');
  const [row] = await db.select({ n: count() }).from(counted);
  const n = Number(row?.n ?? 0);
  return n > bound ? { total: bound, totalCapped: true } : { total: n };
}
