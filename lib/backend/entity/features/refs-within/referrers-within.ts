import { and, count, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import { ENTITIES } from '@/lib/entities';
import type { EntityDef, RefField } from '@/lib/entity/types';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import type { Row } from '../../behaviour';
import { tableOf } from '../../tables';

/** What a record is told when moving it would leave records that name it outside their scope. */
const REFERRED_OUTSIDE_SCOPE = 'validation.referredOutsideScope';

/** A reference elsewhere narrowed to records of `entity` sharing a value (`within`): a task's parent task. */
interface NarrowingReferrer {
  entity: EntityDef;
  field: string;
  within: NonNullable<RefField['within']>;
}

/** The `within` references of every kind that name `entity`, by the target field they compare. */
export function narrowingReferrers(entity: EntityDef): NarrowingReferrer[] {
  return ENTITIES.flatMap((referrer) => Object.entries(referrer.fields).flatMap(([field, def]): NarrowingReferrer[] =>
    (def.type === 'ref' && def.entity === entity.name && def.within && !def.multiple ? [{ entity: referrer, field, within: def.within }] : [])));
}

/**
 * A record whose compared value changes (a task moved to another project) may not leave behind live
 * records that name it through a `within` reference and still hold the old value (its sub-tasks):
 * the move is refused until they are moved or let go. The counterpart of refs-within.ts, which
 * checks the same pairs from the referring side.
 */
export async function assertReferrersStayWithin(db: Db, entity: EntityDef, referrers: readonly NarrowingReferrer[], key: string, row: Row, before: Row): Promise<void> {
  for (const { entity: referrer, field, within } of referrers) {
    const target = within.targetField;
    if (!(target in row) || (row[target] ?? null) === (before[target] ?? null)) continue;
    const columns = tableOf(referrer) as unknown as Record<string, PgColumn>;
    const next = row[target] ?? null;
    const scope = columns[within.field]!;
    const [left] = await db.select({ n: count() }).from(tableOf(referrer)).where(and(
      eq(columns[field]!, key),
      eq(columns.del_flag!, 0),
      next === null ? isNotNull(scope) : or(ne(scope, next as string), isNull(scope)),
    ));
    if (Number(left?.n ?? 0) > 0) throw new ApiError(ResultCode.badRequest, REFERRED_OUTSIDE_SCOPE);
  }
}
