import { ENTITIES } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { RouteDef } from '../http/route';
import { declaredActionRoutes } from './action-routes';
import type { BehaviourSource, EntityBehaviour } from './behaviour';
import { entityRouteSet, type EntityOperation } from './crud';
import { ROUTED_FEATURES } from './features/feature-routes';
import type { FeatureEngine } from './features/server-feature';
import { entityListing, type EntityListing } from './listing';
import { pluggedBehaviourOf } from './plug-ins';
import { recordWriter, type RecordWriter } from './record-writer';
import { tableOf } from './tables';
import { shapeIdOf, shapeOf } from './custom-fields/shapes';
import { followingObject, followingShape } from './custom-fields/shaped-routes';

/**
 * The engine's objects per entity, built once each on first use. An entity's special behaviour is
 * not named here: each area attaches it to the declaration (entityBehaviour) and the composition
 * root plugs the areas in (./plug-ins.ts); the objects built here ask for it when a call runs.
 */
const behaviour = (entity: EntityDef): BehaviourSource => () => pluggedBehaviourOf(entity);

/**
 * One object per entity and shape (the fields administrators added, ./custom-fields/shapes.ts):
 * built from the shape on first use, kept while it holds.
 */
function perShape<T>(build: (shaped: EntityDef) => T): (entity: EntityDef) => T {
  const built = new Map<string, T>();
  return (entity) => {
    const id = shapeIdOf(entity);
    let value = built.get(id);
    if (value === undefined) {
      value = build(shapeOf(entity));
      built.set(id, value);
    }
    return value;
  };
}

const routeSetOf = perShape((shaped) => entityRouteSet(shaped, tableOf(shaped), behaviour(shaped), listingOf, writerOf));
const stableRoutes = new Map<string, Record<EntityOperation, RouteDef<never>>>();

/**
 * The generic calls of an entity (one instance each, so other paths can alias them): each serves
 * with the entity's shape as the call sees it.
 */
export function genericRoutesOf(entity: EntityDef): Record<EntityOperation, RouteDef<never>> {
  let set = stableRoutes.get(entity.name);
  if (!set) {
    set = followingShape(() => routeSetOf(entity));
    stableRoutes.set(entity.name, set);
  }
  return set;
}

/** How an entity's records are selected for lists and exports, with its behaviour's scope and decoration. */
export const listingOf: (entity: EntityDef) => EntityListing = perShape((shaped) => entityListing(shaped, tableOf(shaped), behaviour(shaped), listingOf));

/** How an entity's records are created and updated, for writers besides addOrUpdate (the Excel import). */
export const writerOf: (entity: EntityDef) => RecordWriter = perShape((shaped) => recordWriter(shaped, tableOf(shaped), listingOf(shaped), behaviour(shaped), listingOf));

/** What an entity does beyond its declaration (its extra addOrUpdate inputs, its scope, …). */
export function behaviourOf(entity: EntityDef): EntityBehaviour {
  return pluggedBehaviourOf(entity);
}

const actionSetOf = perShape((shaped) => declaredActionRoutes(shaped, tableOf(shaped), writerOf(shaped), behaviour(shaped)));
const stableActions = new Map<string, Record<string, RouteDef<never>>>();

/** The calls of an entity's declared actions by action name (one instance each, so other paths can alias them). */
export function actionRoutesOf(entity: EntityDef): Record<string, RouteDef<never>> {
  let routes = stableActions.get(entity.name);
  if (!routes) {
    routes = followingShape(() => actionSetOf(entity));
    stableActions.set(entity.name, routes);
  }
  return routes;
}

/** What an entity's feature calls are handed: its writer and listing following the shape each call sees. */
function featureEngineOf(entity: EntityDef): FeatureEngine {
  return {
    writer: followingObject(() => writerOf(entity)),
    listing: followingObject(() => listingOf(entity)),
    listings: listingOf,
    behaviour: behaviour(entity),
  };
}

/**
 * Every entity's generic calls, the calls of its declared actions and those of the features it
 * declares (each feature of ./features/feature-routes.ts is asked, and answers none where the
 * entity does not declare it).
 */
export function allGenericRoutes(): RouteDef<never>[] {
  return ENTITIES.flatMap((entity) => {
    const engine = featureEngineOf(entity);
    return [
      ...Object.values(genericRoutesOf(entity)),
      ...Object.values(actionRoutesOf(entity)),
      ...ROUTED_FEATURES.flatMap((feature) => feature.routes(entity, engine)),
    ];
  });
}
