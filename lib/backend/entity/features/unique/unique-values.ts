import { and, count, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import type { Row } from '../../behaviour';

export type UniqueCheck = (db: Db, values: Row, exceptKey: string | null, before?: Row) => Promise<void>;

/**
 * Refuses a value of a unique field another live record holds. Given the record as stored, a
 * value (and the field it is unique within) left as it was is not asked again: it was checked
 * when it was set.
 */
export function uniqueCheck(entity: EntityDef, table: PgTable): UniqueCheck {
  const columns = table as unknown as Record<string, PgColumn>;
  const keyColumn = columns[entity.key]!;
  return async (db, values, exceptKey, before) => {
    const unchanged = (name: string) => before !== undefined && before[name] === values[name];
    for (const [name, field] of Object.entries(entity.fields)) {
      if (!field.unique || values[name] === null || values[name] === undefined) continue;
      if (unchanged(name) && (!field.uniqueWithin || unchanged(field.uniqueWithin))) continue;
      const within = field.uniqueWithin ? eq(columns[field.uniqueWithin]!, values[field.uniqueWithin] ?? null) : undefined;
      const clash = await db.select({ n: count() }).from(table)
        .where(and(eq(columns[name]!, values[name]), within, eq(columns.del_flag!, 0), exceptKey ? ne(keyColumn, exceptKey) : undefined));
      if (Number(clash[0]?.n ?? 0) > 0) throw new ApiError(ResultCode.conflict, messageWith('validation.unique', { label: field.label }));
    }
  };
}
