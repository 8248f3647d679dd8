import { ENTITIES } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { RouteDef } from '../http/route';
import { departmentBehaviour } from '../modules/departments/behaviour';
import { userBehaviour } from '../modules/users/behaviour';
import type { EntityBehaviour } from './behaviour';
import { entityRouteSet, type EntityOperation } from './crud';
import { entityListing, type EntityListing } from './listing';
import { recordWriter, type RecordWriter } from './record-writer';
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

const listings = new Map<string, EntityListing>();

/** How an entity's records are selected for lists and exports, with its behaviour's scope and decoration. */
export function listingOf(entity: EntityDef): EntityListing {
  let listing = listings.get(entity.name);
  if (!listing) {
    listing = entityListing(entity, tableOf(entity), BEHAVIOURS[entity.name]);
    listings.set(entity.name, listing);
  }
  return listing;
}

const writers = new Map<string, RecordWriter>();

/** How an entity's records are created and updated, for writers besides addOrUpdate (the Excel import). */
export function writerOf(entity: EntityDef): RecordWriter {
  let writer = writers.get(entity.name);
  if (!writer) {
    writer = recordWriter(entity, tableOf(entity), listingOf(entity), BEHAVIOURS[entity.name]);
    writers.set(entity.name, writer);
  }
  return writer;
}

/** What an entity does beyond its declaration (its extra addOrUpdate inputs, its scope, …). */
export function behaviourOf(entity: EntityDef): EntityBehaviour {
  return BEHAVIOURS[entity.name] ?? {};
}

export function allGenericRoutes(): RouteDef<never>[] {
  return ENTITIES.flatMap((entity) => Object.values(genericRoutesOf(entity)));
}
