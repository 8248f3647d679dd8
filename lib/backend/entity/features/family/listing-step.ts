import { isParentScope } from '@/lib/entity/types';
import type { ListingDeps, ListingStep } from '../../listing-step';
import { parentScopeCondition } from './parent-scope';

/** A parent-scoped entity's records are reached exactly as their parent is. */
export function familyListing({ entity, columns, listings }: ListingDeps): ListingStep {
  if (!isParentScope(entity.scope)) return { feature: 'family' };
  return {
    feature: 'family',
    scope: (db, auth, purpose) => parentScopeCondition(db, auth, entity, columns, purpose, listings),
  };
}
