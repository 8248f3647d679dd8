import { CUSTOM_COLUMN_PREFIX, isCustomColumn } from '@/lib/entity/custom-fields';
import { shownName } from '../http/clean-input';

/**
 * A field's name as a refusal repeats it: as sent (made printable), except a name in the form of a
 * field administrators add (cf_…). Such a field may be hidden from the caller by her roles, and is
 * then neither named to her nor told to exist: its refusal must read as one for a name never added.
 * So no such name is repeated, whether the field exists, is hidden or is shown to her.
 */
export function refusedFieldName(name: string): string {
  return isCustomColumn(name) ? `${CUSTOM_COLUMN_PREFIX}…` : shownName(name);
}
