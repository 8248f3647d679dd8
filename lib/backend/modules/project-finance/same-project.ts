import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import type { Row, WriteContext } from '../../entity/behaviour';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';

/**
 * A record of a project names another record of the same project (a contract its quote, a
 * settlement its contract): one of another project is refused with the given message, whoever
 * could read it. Nothing named is fine.
 */
export async function assertSameProject(
  { tx, row, before }: Pick<WriteContext, 'tx' | 'row' | 'before'>,
  field: string,
  target: { table: PgTable; key: string },
  message: string,
): Promise<void> {
  const named = field in row ? row[field] : before?.[field];
  const projectKey = row.project_key ?? before?.project_key;
  if (typeof named !== 'string' || !named) return;
  if (!(await isOfProject(tx, target, named, String(projectKey)))) throw new ApiError(ResultCode.badRequest, message);
}

async function isOfProject(tx: Db, target: { table: PgTable; key: string }, key: string, projectKey: string): Promise<boolean> {
  const columns = target.table as unknown as Record<string, PgColumn>;
  const found = (await tx.select({ key: columns[target.key]! }).from(target.table)
    .where(and(eq(columns[target.key]!, key), eq(columns.project_key!, projectKey), eq(columns.del_flag!, 0))).limit(1)) as Row[];
  return found.length > 0;
}
