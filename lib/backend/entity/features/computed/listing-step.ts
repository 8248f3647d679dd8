import { countingFields } from '@/lib/entity/features/computed/withheld';
import type { ListingDeps, ListingStep } from '../../listing-step';
import { shownConditions, withholdValues } from './withheld-values';

/**
 * A roll-up, and a formula reading one, is shown to a reader only on rows where it counts nothing
 * the reader may not read (./withheld-values.ts): elsewhere it leaves empty, and filters and sorts
 * take it as empty for that reader, so neither can tell it, and its history leaves its changes out.
 */
export function computedListing({ entity, listings }: ListingDeps): ListingStep {
  if (countingFields(entity).size === 0) return { feature: 'computed' };
  return {
    feature: 'computed',
    shownValues: (db, auth) => shownConditions(db, auth, entity, listings),
    read: (db, rows, auth) => withholdValues(db, auth, entity, rows, listings),
    // A past value may have counted a record the reader may not read, whatever the record counts
    // now: changes of a field withheld on some rows are left out of the history.
    async readHistory(db, auth) {
      const partly = await shownConditions(db, auth, entity, listings);
      return partly ? (change) => (partly.has(change.field) ? null : change) : undefined;
    },
  };
}
