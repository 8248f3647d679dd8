import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import { entityByName } from '@/lib/entities';
import type { EntityDef, RefField } from '@/lib/entity/types';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import type { Row } from '../../behaviour';
import { tableOf } from '../../tables';

/** What a reference outside its scope is told when its declaration names no message of its own. */
const REF_OUTSIDE_SCOPE = 'validation.refOutsideScope';

type NarrowedRef = [name: string, field: RefField & { within: NonNullable<RefField['within']> }];

/** The reference fields of an entity that may name only records sharing a value with the record (`within`). */
export function narrowedRefs(entity: EntityDef): NarrowedRef[] {
  return Object.entries(entity.fields).flatMap(([name, field]): NarrowedRef[] =>
    (field.type === 'ref' && field.within ? [[name, { ...field, within: field.within }]] : []));
}

/** The keys a reference value holds (several travel comma-joined). */
export function keysOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...new Set(value.split(',').map((k) => k.trim()).filter((k) => k !== ''))];
}

/**
 * Every `within` reference of the row being written names live target records whose `targetField`
 * holds the row's `field` (a task's parent task is of the task's project), or is refused with the
 * declared message. An update is checked when either end of the pair is written with a new value,
 * against the stored value of the other end, so moving the record keeps the pair consistent too;
 * a pair left as it was is not checked again. An empty narrowing value matches only targets without one.
 */
export async function assertRefsWithin(db: Db, entity: EntityDef, refs: readonly NarrowedRef[], row: Row, before: Row | null): Promise<void> {
  const changed = (name: string) => name in row && (row[name] ?? null) !== (before?.[name] ?? null);
  for (const [name, field] of refs) {
    if (before && !changed(name) && !changed(field.within.field)) continue;
    const merged = { ...before, ...row };
    const keys = keysOf(merged[name]);
    if (keys.length === 0) continue;
    const target = entityByName(field.entity);
    if (!target) throw new Error(`${entity.name}.${name} refers to unknown entity ${field.entity}`);
    const columns = tableOf(target) as unknown as Record<string, PgColumn>;
    const scopeColumn = columns[field.within.targetField]!;
    const scopeValue = merged[field.within.field] ?? null;
    const [found] = await db.select({ n: count() }).from(tableOf(target)).where(and(
      inArray(columns[target.key]!, keys),
      scopeValue === null ? isNull(scopeColumn) : eq(scopeColumn, scopeValue),
      eq(columns.del_flag!, 0),
    ));
    if (Number(found?.n ?? 0) < keys.length) throw new ApiError(ResultCode.badRequest, field.within.message ?? REF_OUTSIDE_SCOPE);
  }
}
