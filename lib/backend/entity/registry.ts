import { ENTITIES } from '@/lib/entities';
import { childTabsOf } from '@/lib/entity/features/family/family';
import type { EntityDef } from '@/lib/entity/types';
import type { RouteDef } from '../http/route';
import { declaredActionRoutes } from './action-routes';
import { duplicatesRoute } from './features/duplicates/duplicate-routes';
import { mergeRoutes } from './features/merge/merge-routes';
import type { BehaviourSource, EntityBehaviour } from './behaviour';
import { childCountsRoute } from './child-counts';
import { entityRouteSet, type EntityOperation } from './crud';
import { entityListing, type EntityListing } from './listing';
import { numberingRoute } from './features/numbering/numbering';
import { pluggedBehaviourOf } from './plug-ins';
import { recordWriter, type RecordWriter } from './record-writer';
import { tableOf } from './tables';
import { revealRoutes } from './features/sensitive/reveal-route';

/**
 * The engine's objects per entity, built once each on first use. An entity's special behaviour is
 * not named here: each area attaches it to the declaration (entityBehaviour) and the composition
 * root plugs the areas in (./plug-ins.ts); the objects built here ask for it when a call runs.
 */
const behaviour = (entity: EntityDef): BehaviourSource => () => pluggedBehaviourOf(entity);

const cache = new Map<string, Record<EntityOperation, RouteDef<never>>>();

/** The generic calls of an entity (one instance each, so other paths can alias them). */
export function genericRoutesOf(entity: EntityDef): Record<EntityOperation, RouteDef<never>> {
  let set = cache.get(entity.name);
  if (!set) {
    set = entityRouteSet(entity, tableOf(entity), behaviour(entity), listingOf, writerOf);
    cache.set(entity.name, set);
  }
  return set;
}

const listings = new Map<string, EntityListing>();

/** How an entity's records are selected for lists and exports, with its behaviour's scope and decoration. */
export function listingOf(entity: EntityDef): EntityListing {
  let listing = listings.get(entity.name);
  if (!listing) {
    listing = entityListing(entity, tableOf(entity), behaviour(entity), listingOf);
    listings.set(entity.name, listing);
  }
  return listing;
}

const writers = new Map<string, RecordWriter>();

/** How an entity's records are created and updated, for writers besides addOrUpdate (the Excel import). */
export function writerOf(entity: EntityDef): RecordWriter {
  let writer = writers.get(entity.name);
  if (!writer) {
    writer = recordWriter(entity, tableOf(entity), listingOf(entity), behaviour(entity), listingOf);
    writers.set(entity.name, writer);
  }
  return writer;
}

/** What an entity does beyond its declaration (its extra addOrUpdate inputs, its scope, …). */
export function behaviourOf(entity: EntityDef): EntityBehaviour {
  return pluggedBehaviourOf(entity);
}

const actionRoutes = new Map<string, Record<string, RouteDef<never>>>();

/** The calls of an entity's declared actions by action name (one instance each, so other paths can alias them). */
export function actionRoutesOf(entity: EntityDef): Record<string, RouteDef<never>> {
  let routes = actionRoutes.get(entity.name);
  if (!routes) {
    routes = declaredActionRoutes(entity, tableOf(entity), writerOf(entity), behaviour(entity));
    actionRoutes.set(entity.name, routes);
  }
  return routes;
}

/** Every entity's generic calls, the calls of its declared actions, its children's counts and its features' calls (approvals: ./approval.ts). */
export function allGenericRoutes(): RouteDef<never>[] {
  return ENTITIES.flatMap((entity) => [
    ...Object.values(genericRoutesOf(entity)),
    ...Object.values(actionRoutesOf(entity)),
    ...(entity.numbering ? [numberingRoute(entity)] : []),
    ...(entity.duplicates?.length ? [duplicatesRoute(entity, listingOf)] : []),
    ...(childTabsOf(entity, ENTITIES).length > 0 ? [childCountsRoute(entity, ENTITIES, listingOf)] : []),
    ...revealRoutes(entity, writerOf(entity)),
    ...(entity.merge ? mergeRoutes(entity, writerOf(entity), listingOf(entity)) : []),
  ]);
}
