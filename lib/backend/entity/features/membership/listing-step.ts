import { MEMBERS_ONLY_PARAM } from '@/lib/entity/list-params';
import { isMembershipScope } from '@/lib/entity/types';
import type { ListingDeps, ListingStep } from '../../listing-step';
import { membershipCondition } from './membership-scope';

/**
 * A membership-scoped entity's records are reached by their members and those members' leaders;
 * its list may be narrowed to the caller's own records (我的项目: `mine`, leaders left out).
 */
export function membershipListing({ entity, columns }: ListingDeps): ListingStep {
  const scope = entity.scope;
  if (!isMembershipScope(scope)) return { feature: 'membership' };
  return {
    feature: 'membership',
    scope: (db, auth, purpose) => membershipCondition(db, auth, entity, scope, columns, purpose),
    params: [MEMBERS_ONLY_PARAM],
    listCondition(db, auth, params) {
      const membersOnly = params[MEMBERS_ONLY_PARAM];
      if (membersOnly !== true && membersOnly !== 'true' && membersOnly !== '1') return undefined;
      return membershipCondition(db, auth, entity, scope, columns, 'read', true);
    },
  };
}
