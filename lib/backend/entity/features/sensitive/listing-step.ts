import { sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import type { ListingDeps, ListingStep } from '../../listing-step';
import { maskRecords } from './masked-records';

/** Sensitive values leave masked unless the reader owns the record (./masked-records.ts). */
export function sensitiveListing({ entity }: ListingDeps): ListingStep {
  if (sensitiveFieldsOf(entity).length === 0) return { feature: 'sensitive' };
  return {
    feature: 'sensitive',
    answer: (db, rows, auth) => maskRecords(db, auth, entity, rows),
  };
}
