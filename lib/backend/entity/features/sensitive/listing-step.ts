import { sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import type { ListingDeps, ListingStep } from '../../listing-step';
import { sensitiveFieldUse } from './field-use';
import { maskRecords, maskedChange } from './masked-records';

/**
 * Sensitive values leave masked unless the reader owns the record (./masked-records.ts), in the
 * records and in their history, and only a holder of 查看敏感信息 filters or sorts by them
 * (./field-use.ts).
 */
export function sensitiveListing({ entity }: ListingDeps): ListingStep {
  if (sensitiveFieldsOf(entity).length === 0) return { feature: 'sensitive' };
  return {
    feature: 'sensitive',
    fieldUse: (db, auth) => sensitiveFieldUse(db, auth, entity),
    read: (db, rows, auth) => maskRecords(db, auth, entity, rows),
    readHistory: (db, auth, recordKey, changed) => maskedChange(db, auth, entity, recordKey, changed),
  };
}
