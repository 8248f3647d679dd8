import { countingFields } from '@/lib/entity/features/computed/withheld';
import type { ListingDeps, ListingStep } from '../../listing-step';
import { shownConditions, withholdValues } from './withheld-values';

/**
 * A roll-up, and a formula reading one, is shown to a reader only on rows where it counts nothing
 * the reader may not read (./withheld-values.ts): elsewhere it leaves empty, and filters and sorts
 * take it as empty for that reader, so neither can tell it.
 */
export function computedListing({ entity, listings }: ListingDeps): ListingStep {
  if (countingFields(entity).size === 0) return { feature: 'computed' };
  return {
    feature: 'computed',
    shownValues: (db, auth) => shownConditions(db, auth, entity, listings),
    answer: (db, rows, auth) => withholdValues(db, auth, entity, rows, listings),
  };
}
