import { ResultCode } from '@/lib/contract/envelope';
import { sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import { isMaskedText, maskValue } from '@/lib/entity/features/sensitive/masking';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { ApiError } from '../../../http/errors';
import type { Row } from '../../behaviour';

/**
 * A sensitive value written back as the mask it was shown as is left as stored: a form saved by
 * someone who saw it masked, or an exported sheet imported again. Any other text with the mask
 * character (a new record, another record's mask) is refused rather than stored.
 */
export function keepMaskedValues(entity: EntityDef, row: Row, before: Row | null): void {
  for (const [name, kind] of sensitiveFieldsOf(entity)) {
    if (!isMaskedText(row[name])) continue;
    if (before && maskValue(kind, before[name]) === row[name]) {
      delete row[name];
      continue;
    }
    throw new ApiError(ResultCode.badRequest, messageWith('validation.sensitiveMasked', { label: entity.fields[name]!.label }));
  }
}
