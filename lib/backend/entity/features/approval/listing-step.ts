import type { ListingDeps, ListingStep } from '../../listing-step';
import { approvalEngine } from '../../plug-ins';

/** Whoever an approval asks (or asked) reads the record it is about, whatever their department. */
export function approvalListing({ entity, columns }: ListingDeps): ListingStep {
  const approval = entity.approval;
  if (!approval) return { feature: 'approval' };
  return {
    feature: 'approval',
    alsoReads: (auth) => approvalEngine().reachesCaller(auth, approval.bizType, columns[entity.key]!),
  };
}
