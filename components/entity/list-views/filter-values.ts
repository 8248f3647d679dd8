import type { EntityDef } from '@/lib/entity/types';
import { kindOf } from '../fields';
import { FULL_TEXT_PARAM } from '@/lib/entity/features/full-text/full-text';

/**
 * A saved view's filter-bar values (as JSON keeps them) as the bar's inputs hold them: each field's
 * kind reads its own (a day's ISO text becomes the picker's day); values of fields the kind no longer
 * has are dropped.
 */
export function reviveFilterValues(entity: EntityDef, stored: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(stored).flatMap(([name, value]) => {
    if (name === FULL_TEXT_PARAM) return typeof value === 'string' ? [[name, value]] : [];
    const field = entity.fields[name];
    if (!field) return [];
    const kind = kindOf(field);
    return [[name, kind.filterFromStored ? kind.filterFromStored(value) : value]];
  }));
}
