import { and, eq, inArray } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { sysRecordRedirect } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import type { Row } from '../../behaviour';

/** The record a merged record's key leads to, or null for a key never merged. */
export async function redirectOf(db: Db, entity: EntityDef, key: string): Promise<string | null> {
  const [found] = await db.select({ to: sysRecordRedirect.to_key }).from(sysRecordRedirect)
    .where(and(eq(sysRecordRedirect.entity, entity.name), eq(sysRecordRedirect.from_key, key)));
  return found?.to ?? null;
}

/** Which of the keys were already merged into another record. */
export async function mergedAlready(db: Db, entity: EntityDef, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.select({ key: sysRecordRedirect.from_key }).from(sysRecordRedirect)
    .where(and(eq(sysRecordRedirect.entity, entity.name), inArray(sysRecordRedirect.from_key, [...keys])));
  return rows.map((row) => row.key);
}

/**
 * The merged keys lead to the survivor from now on, and so do keys merged into them before: a
 * redirect is always one step.
 */
export async function redirectToSurvivor(tx: Db, auth: AuthContext, entity: EntityDef, survivor: string, merged: readonly string[]): Promise<void> {
  await tx.update(sysRecordRedirect).set({ to_key: survivor })
    .where(and(eq(sysRecordRedirect.entity, entity.name), inArray(sysRecordRedirect.to_key, [...merged])));
  await tx.insert(sysRecordRedirect).values(merged.map((from) => ({ entity: entity.name, from_key: from, to_key: survivor, merged_by: auth.userKey })));
}

/**
 * Loads a record by key; a key merged into another record (of a kind declaring `merge`) loads the
 * survivor instead, so an old address or link still opens the record it became.
 */
export async function loadFollowingMerges(db: Db, entity: EntityDef, key: string, load: (key: string) => Promise<Row>): Promise<Row> {
  try {
    return await load(key);
  } catch (error) {
    if (!entity.merge || !(error instanceof ApiError) || error.code !== ResultCode.notFound) throw error;
    const survivor = await redirectOf(db, entity, key);
    if (!survivor) throw error;
    return load(survivor);
  }
}
