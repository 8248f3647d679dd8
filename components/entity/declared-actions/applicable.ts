import { fromConditions, type ActionDef, type ActionPlace } from '@/lib/entity/actions';
import type { EntityDef } from '@/lib/entity/types';

export interface DeclaredAction {
  name: string;
  def: ActionDef;
}

/** The right an action needs: its own, else the entity's update right (as the server checks it). */
export function actionRight(entity: EntityDef, def: ActionDef): string {
  return def.right ?? entity.rights.update ?? entity.rights.read;
}

/**
 * Whether an action may run where these values hold (a row's values, or the fixed values of a list
 * such as the pool's in_sea=true). A value the caller does not know does not rule the action out.
 */
export function fitsValues(def: ActionDef, values: Readonly<Record<string, unknown>>): boolean {
  return fromConditions(def).every(({ field, values: allowed }) => {
    if (!(field in values) || values[field] === undefined) return true;
    const current = String(values[field]);
    return allowed.some((v) => String(v) === current);
  });
}

/** The entity's actions offered at a place, that the user may run, where the given values allow them. */
export function applicableActions(entity: EntityDef, place: ActionPlace, holds: (right: string) => boolean, values: Readonly<Record<string, unknown>> = {}): DeclaredAction[] {
  return Object.entries(entity.actions ?? {})
    .filter(([, def]) => def.where.includes(place) && holds(actionRight(entity, def)) && fitsValues(def, values))
    .map(([name, def]) => ({ name, def }));
}
