import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entityByName } from '@/lib/entities';
import { messageWith } from '@/lib/entity/messages';
import { isMembershipScope, isParentScope, type EntityDef, type ParentScope } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import type { ScopePurpose } from './behaviour';
import { listingOf } from './registry';
import { tableOf } from './tables';

/** The single-kind parent a parent-scoped entity is reached through. */
export function scopeParentOf(entity: EntityDef): { parent: EntityDef; foreignKey: string } {
  const link = entity.parent;
  const parent = link && 'entity' in link ? entityByName(link.entity) : undefined;
  if (!link || !parent) throw new Error(`${entity.name}: a parent scope needs a single-kind parent`);
  return { parent, foreignKey: link.foreignKey };
}

/** What the parent must allow the caller for a child to be read or changed: its read or its write scope. */
export function parentPurpose(scope: ParentScope, purpose: ScopePurpose): ScopePurpose {
  return purpose === 'write' && scope.parent === 'editors' ? 'write' : 'read';
}

/**
 * A parent scope as a condition on the child's rows: its parent is live and within the caller's
 * scope for the purpose (undefined when the parent's scope holds everything, for an administrator).
 */
export async function parentScopeCondition(db: Db, auth: AuthContext, entity: EntityDef, scope: ParentScope, columns: Record<string, PgColumn>, purpose: ScopePurpose): Promise<SQL | undefined> {
  const { parent, foreignKey } = scopeParentOf(entity);
  const condition = await listingOf(parent).scopeCondition(db, auth, parentPurpose(scope, purpose));
  if (!condition) return undefined;
  const parentColumns = tableOf(parent) as unknown as Record<string, PgColumn>;
  const reachable = db.select({ key: parentColumns[parent.key]! }).from(tableOf(parent)).where(and(eq(parentColumns.del_flag!, 0), condition));
  return inArray(columns[foreignKey]!, reachable);
}

/** What a caller outside an entity's scope is told: a membership's 您不是该项目的成员 reaches its children too. */
export function outOfScopeMessage(entity: EntityDef): string {
  if (isMembershipScope(entity.scope)) return messageWith('validation.notAMember', { label: entity.label });
  if (isParentScope(entity.scope)) return outOfScopeMessage(scopeParentOf(entity).parent);
  return 'validation.outOfScope';
}
