import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entityByName } from '@/lib/entities';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../auth/context';
import { holdsPermission } from '../../auth/grants';
import type { Db } from '../../db/client';
import { sysPermission } from '../../db/schema';
import { advancedQueryCondition } from '../../entity/advanced-filter';
import { shapeOf } from '../../entity/custom-fields/shapes';
import { anyFieldUse, type FieldUseCheck } from '../../entity/field-use';
import { listingOf } from '../../entity/registry';
import { tableOf } from '../../entity/tables';
import { ApiError, badRequest, forbidden } from '../../http/errors';

interface SaveCodeTarget {
  /** The menu whose grant opens the list. */
  right: string;
  /** The entity listed, when the save code names one. */
  entity?: EntityDef;
}

/** What a save code stands for: an entity's list (its name) or a page (its path, as the menu table knows it). */
async function targetOf(db: Db, saveCode: string): Promise<SaveCodeTarget | null> {
  const declared = entityByName(saveCode);
  // The kind as this call sees it: a saved query may name a field an administrator added.
  if (declared) return { right: declared.rights.read, entity: shapeOf(declared) };
  if (!saveCode.startsWith('/')) return null;
  const menu = await db.select({ name: sysPermission.name }).from(sysPermission)
    .where(and(eq(sysPermission.path, saveCode), eq(sysPermission.del_flag, 0))).limit(1);
  return menu[0]?.name ? { right: menu[0].name } : null;
}

/**
 * Saved queries of a list are for those who may open the list: reading a colleague's shared query
 * needs the same right as reading the records it finds.
 */
export async function requireListRight(db: Db, auth: AuthContext, saveCode: string): Promise<SaveCodeTarget> {
  const target = await targetOf(db, saveCode);
  if (!target) throw badRequest('advancedQuery.validation.saveCode');
  if (!(await holdsPermission(db, auth, target.right))) throw forbidden();
  return target;
}

/** Which fields of the listed kind the caller may filter by (a page's list: any its own call takes). */
export async function fieldUseOf(db: Db, auth: AuthContext, target: SaveCodeTarget): Promise<FieldUseCheck> {
  return target.entity ? listingOf(target.entity).fieldUse(db, auth) : anyFieldUse;
}

/**
 * Refuses conditions the list would refuse (unknown fields, rules the type does not allow, values
 * of the wrong kind, fields the caller may not filter by).
 */
export function assertQueryFits(target: SaveCodeTarget, query: AdvancedQuery, check: FieldUseCheck): void {
  if (!target.entity) return;
  advancedQueryCondition(target.entity, tableOf(target.entity) as unknown as Record<string, PgColumn>, query, check);
}

/**
 * Whether the caller's list would run the query as it was saved. One it would refuse is not
 * offered: it names a field hidden from the caller (whose name she must not learn) or one she may
 * not filter by, and a query with a condition left out would find other records than its name says.
 */
export function queryFits(target: SaveCodeTarget, query: AdvancedQuery, check: FieldUseCheck): boolean {
  try {
    assertQueryFits(target, query, check);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
