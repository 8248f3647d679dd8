import { inArray, sql } from 'drizzle-orm';
import { SCOPE_COLUMN } from '@/lib/entity/types';
import type { ListingDeps, ListingStep } from '../../listing-step';
import { scopeDepartKeys } from '../../scope';

/** A department-scoped entity's records are reached by the caller's departments and those below them (administrators: all). */
export function owningDepartmentListing({ entity, columns }: ListingDeps): ListingStep {
  if (entity.scope !== 'department') return { feature: 'owning-department' };
  return {
    feature: 'owning-department',
    async scope(db, auth) {
      const keys = await scopeDepartKeys(db, auth);
      return keys === null ? undefined : keys.length ? inArray(columns[SCOPE_COLUMN]!, keys) : sql`false`;
    },
  };
}
