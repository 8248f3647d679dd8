import { ENTITIES, type EntityName } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { RouteDef } from '../http/route';
import { activityBehaviour } from '../modules/clues/activity-behaviour';
import { clueBehaviour } from '../modules/clues/behaviour';
import { customerBehaviour } from '../modules/customers/behaviour';
import { departmentBehaviour } from '../modules/departments/behaviour';
import { orderBehaviour } from '../modules/pipeline/order-behaviour';
import { followBehaviour } from '../modules/follows/behaviour';
import { projectBehaviour } from '../modules/projects/behaviour';
import { projectTaskBehaviour } from '../modules/project-work/task-behaviour';
import { projectDocumentBehaviour, projectDocumentVersionBehaviour, projectFolderBehaviour } from '../modules/project-documents/behaviour';
import { paymentBehaviour, receiptBehaviour } from '../modules/project-budget/behaviours';
import { quoteBehaviour } from '../modules/project-finance/quote-behaviour';
import { accountingEntryBehaviour } from '../modules/project-finance/accounting-behaviour';
import { numberingRuleBehaviour } from '../modules/project-finance/numbering-rule-behaviour';
import { userBehaviour } from '../modules/users/behaviour';
import { knowledgeBehaviour, knowledgeCategoryBehaviour } from '../modules/knowledge/behaviour';
import { qrcodeBehaviour } from '../modules/qrcodes/behaviour';
import { resourceProjectBehaviour } from '../modules/resources/project-link-behaviour';
import { declaredActionRoutes } from './action-routes';
import type { EntityBehaviour } from './behaviour';
import { entityRouteSet, type EntityOperation } from './crud';
import { entityListing, type EntityListing } from './listing';
import { numberingRoute } from './numbering';
import { recordWriter, type RecordWriter } from './record-writer';
import { tableOf } from './tables';

/** Entities whose generic calls need more than the declaration says (keyed by declared name only). */
const BEHAVIOURS: Partial<Record<EntityName, EntityBehaviour>> = {
  user: userBehaviour,
  department: departmentBehaviour,
  customer: customerBehaviour,
  follow: followBehaviour,
  clue: clueBehaviour,
  activity: activityBehaviour,
  order: orderBehaviour,
  project: projectBehaviour,
  projectTask: projectTaskBehaviour,
  projectFolder: projectFolderBehaviour,
  projectDocument: projectDocumentBehaviour,
  projectDocumentVersion: projectDocumentVersionBehaviour,
  payment: paymentBehaviour,
  receipt: receiptBehaviour,
  qrcode: qrcodeBehaviour,
  knowledge: knowledgeBehaviour,
  knowledgeCategory: knowledgeCategoryBehaviour,
  quote: quoteBehaviour,
  accountingEntry: accountingEntryBehaviour,
  numberingRule: numberingRuleBehaviour,
  resourceProject: resourceProjectBehaviour,
};

const cache = new Map<string, Record<EntityOperation, RouteDef<never>>>();

/** The generic calls of an entity (one instance each, so other paths can alias them). */
export function genericRoutesOf(entity: EntityDef): Record<EntityOperation, RouteDef<never>> {
  let set = cache.get(entity.name);
  if (!set) {
    set = entityRouteSet(entity, tableOf(entity), BEHAVIOURS[entity.name as EntityName]);
    cache.set(entity.name, set);
  }
  return set;
}

const listings = new Map<string, EntityListing>();

/** How an entity's records are selected for lists and exports, with its behaviour's scope and decoration. */
export function listingOf(entity: EntityDef): EntityListing {
  let listing = listings.get(entity.name);
  if (!listing) {
    listing = entityListing(entity, tableOf(entity), BEHAVIOURS[entity.name as EntityName]);
    listings.set(entity.name, listing);
  }
  return listing;
}

const writers = new Map<string, RecordWriter>();

/** How an entity's records are created and updated, for writers besides addOrUpdate (the Excel import). */
export function writerOf(entity: EntityDef): RecordWriter {
  let writer = writers.get(entity.name);
  if (!writer) {
    writer = recordWriter(entity, tableOf(entity), listingOf(entity), BEHAVIOURS[entity.name as EntityName]);
    writers.set(entity.name, writer);
  }
  return writer;
}

/** What an entity does beyond its declaration (its extra addOrUpdate inputs, its scope, …). */
export function behaviourOf(entity: EntityDef): EntityBehaviour {
  return BEHAVIOURS[entity.name as EntityName] ?? {};
}

const actionRoutes = new Map<string, Record<string, RouteDef<never>>>();

/** The calls of an entity's declared actions by action name (one instance each, so other paths can alias them). */
export function actionRoutesOf(entity: EntityDef): Record<string, RouteDef<never>> {
  let routes = actionRoutes.get(entity.name);
  if (!routes) {
    routes = declaredActionRoutes(entity, tableOf(entity), writerOf(entity), behaviourOf(entity));
    actionRoutes.set(entity.name, routes);
  }
  return routes;
}

/** Every entity's generic calls and the calls of its declared actions (approvals: ./approval.ts). */
export function allGenericRoutes(): RouteDef<never>[] {
  return ENTITIES.flatMap((entity) => [
    ...Object.values(genericRoutesOf(entity)),
    ...Object.values(actionRoutesOf(entity)),
    ...(entity.numbering ? [numberingRoute(entity)] : []),
  ]);
}
