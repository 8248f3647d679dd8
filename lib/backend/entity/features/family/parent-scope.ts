import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entityByName } from '@/lib/entities';
import { isMembershipScope, isParentScope, type EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import type { ScopePurpose } from '../../behaviour';
import type { ListingLookup } from '../../listing';
import { tableOf } from '../../tables';

/** The single parent kind of a record reached as its parent is. */
export function scopeParentOf(entity: EntityDef): { parent: EntityDef; foreignKey: string } {
  const link = entity.parent;
  const parent = link && 'entity' in link ? entityByName(link.entity) : undefined;
  if (!link || !('entity' in link) || !parent) throw new Error(`${entity.name}: a parent scope needs a single-kind parent link`);
  return { parent, foreignKey: link.foreignKey };
}

/** What the caller must be allowed on the parent for a purpose on the child. */
export function parentPurpose(child: EntityDef, purpose: ScopePurpose): ScopePurpose {
  if (purpose !== 'write' || !isParentScope(child.scope)) return purpose;
  return child.scope.parent === 'editors' ? 'write' : 'read';
}

/**
 * A parent scope as a condition on the child's rows: its parent key is one of the live parents
 * the caller may reach for the purpose (undefined: the caller reaches every parent).
 */
export async function parentScopeCondition(db: Db, auth: AuthContext, entity: EntityDef, columns: Record<string, PgColumn>, purpose: ScopePurpose, listings: ListingLookup): Promise<SQL | undefined> {
  const { parent, foreignKey } = scopeParentOf(entity);
  const parentListing = listings(parent);
  const condition = await parentListing.scopeCondition(db, auth, parentPurpose(entity, purpose));
  if (!condition) return undefined;
  const parentColumns = parentListing.columns;
  const parentTable = tableOf(parent);
  const live = and(eq(parentColumns.del_flag!, 0), condition);
  // Asked per child row, by the parent's key: the cost follows the rows a list or a search reads,
  // not the size of the parent table (a set of every reachable parent meant reading all of them,
  // since a membership scope has no index to serve it). A kind that is its own parent cannot tell
  // the two tables apart by name, and keeps the set.
  if (parentTable === tableOf(entity)) return inArray(columns[foreignKey]!, db.select({ key: parentColumns[parent.key]! }).from(parentTable).where(live));
  return exists(db.select({ one: sql`1` }).from(parentTable).where(and(eq(parentColumns[parent.key]!, columns[foreignKey]!), live)));
}

/** The entity whose own scope decides a record's reach: itself, or the first ancestor up a chain of parent scopes. */
export function scopeOwnerOf(entity: EntityDef): EntityDef {
  return isParentScope(entity.scope) ? scopeOwnerOf(scopeParentOf(entity).parent) : entity;
}

/** Refused by key: the membership scope's words (您不是该项目的成员) when one decides, else the department's. */
export function outOfScopeMessage(entity: EntityDef, withLabel: (label: string) => string): string {
  const owner = scopeOwnerOf(entity);
  return isMembershipScope(owner.scope) ? withLabel(owner.label) : 'validation.outOfScope';
}
