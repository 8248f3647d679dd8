import { ENTITIES } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { RouteDef } from '../http/route';
import { departmentBehaviour } from '../modules/departments/behaviour';
import { userBehaviour } from '../modules/users/behaviour';
import type { EntityBehaviour } from './behaviour';
import { entityRouteSet, type EntityOperation } from './crud';
import { tableOf } from './tables';

/** Entities whose generic calls need more than the declaration says. */
const BEHAVIOURS: Record<string, EntityBehaviour> = {
  user: userBehaviour,
  department: departmentBehaviour,
};

const cache = new Map<string, Record<EntityOperation, RouteDef<never>>>();

/** The generic calls of an entity (one instance each, so other paths can alias them). */
export function genericRoutesOf(entity: EntityDef): Record<EntityOperation, RouteDef<never>> {
  let set = cache.get(entity.name);
  if (!set) {
    set = entityRouteSet(entity, tableOf(entity), BEHAVIOURS[entity.name]);
    cache.set(entity.name, set);
  }
  return set;
}

export function allGenericRoutes(): RouteDef<never>[] {
  return ENTITIES.flatMap((entity) => Object.values(genericRoutesOf(entity)));
}
