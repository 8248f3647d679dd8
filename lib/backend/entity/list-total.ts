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
  const known = totalWithoutCounting(question);
  if (known) return known;
  const [row] = await countQuery(db, question);
  return totalFromCount(question, Number(row?.n ?? 0));
}

/**
 * The count listTotal needs, as a column the page's own statement carries (every row the same
 * value, computed once): the page and its total in one statement. An empty page carries none;
 * listTotal answers it.
 */
export function countOf(db: Db, question: Omit<TotalQuestion, 'pageRows'>): SQL<number> {
  return sql`(${countQuery(db, question)})`.mapWith(Number);
}

function countQuery(db: Db, question: Omit<TotalQuestion, 'pageRows'>) {
  const { table, where, countLimit } = question;
  if (countLimit === null) return db.select({ n: count() }).from(table).where(where);
  const counted = db.select({ one: sql`1` }).from(table).where(where).limit(boundOf(question) + 1).as('counted');
  return db.select({ n: count() }).from(counted);
}

/** The total answered from the page's rows and the count its statement carried. */
export function totalFromCount(question: TotalQuestion, counted: number): ListTotal {
  const known = totalWithoutCounting(question);
  if (known) return known;
  if (question.countLimit === null) return { total: counted };
  const bound = boundOf(question);
  return counted > bound ? { total: bound, totalCapped: true } : { total: counted };
}

function totalWithoutCounting({ pageNo, pageSize, pageRows }: TotalQuestion): ListTotal | null {
  const offset = (pageNo - 1) * pageSize;
  if (pageRows > 0 && pageRows < pageSize) return { total: offset + pageRows };
  if (pageRows === 0 && pageNo === 1) return { total: 0 };
  return null;
}

function boundOf({ pageNo, pageSize, countLimit }: Pick<TotalQuestion, 'pageNo' | 'pageSize' | 'countLimit'>): number {
  return Math.max(countLimit ?? 0, (pageNo - 1) * pageSize + 2 * pageSize);
}
