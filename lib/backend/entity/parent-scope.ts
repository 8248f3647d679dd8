import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entityByName } from '@/lib/entities';
import type { EntityDef, ParentScope } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import type { ScopePurpose } from './behaviour';
import { listingOf } from './registry';
import { tableOf } from './tables';

/** The purpose the parent is judged for when a child of a parent scope is read or changed. */
export function parentPurpose(scope: ParentScope, purpose: ScopePurpose): ScopePurpose {
  return purpose === 'write' && scope.parent === 'editors' ? 'write' : 'read';
}

/**
 * A parent scope as a condition: the child's key field names a parent the caller reaches for that
 * purpose (undefined when she reaches every parent). The parent's own scope decides, whatever it is.
 */
export async function parentScopeCondition(
  db: Db, auth: AuthContext, entity: EntityDef, scope: ParentScope, columns: Record<string, PgColumn>, purpose: ScopePurpose,
): Promise<SQL | undefined> {
  const link = entity.parent;
  const parent = link && 'entity' in link ? entityByName(link.entity) : undefined;
  if (!link || !parent) throw new Error(`${entity.name}: a parent scope needs a parent of a single kind`);
  const condition = await listingOf(parent).scopeCondition(db, auth, parentPurpose(scope, purpose));
  if (!condition) return undefined;
  const parentColumns = tableOf(parent) as unknown as Record<string, PgColumn>;
  return inArray(columns[link.foreignKey]!, db.select({ key: parentColumns[parent.key]! }).from(tableOf(parent)).where(condition));
}
