import type { EntityDef } from '@/lib/entity/types';
import type { ApprovalPort } from './approval-port';
import type { AttachedBehaviour, EntityBehaviour } from './behaviour';

/**
 * What the business areas add to the engine on the server, collected at the composition root
 * (lib/backend/areas.ts) and handed in by the route table (lib/backend/routes.ts) before it is
 * built. The engine imports no area: it reads these when a call runs, never while modules load,
 * so the order in which modules load does not matter.
 */
export interface EnginePlugIns {
  /** Every entity's special behaviour, each attached to its declaration. */
  behaviours: readonly AttachedBehaviour[];
  /** The approval engine that runs the approvals entities declare. */
  approvals: ApprovalPort;
}

interface Plugged {
  behaviours: ReadonlyMap<string, EntityBehaviour>;
  approvals: ApprovalPort;
}

let plugged: Plugged | undefined;

/** Hands the areas' additions to the engine: the composition root calls it once per loaded route table. */
export function plugIntoEngine(plugIns: EnginePlugIns): void {
  const behaviours = new Map<string, EntityBehaviour>();
  for (const { entity, ...behaviour } of plugIns.behaviours) {
    if (behaviours.has(entity.name)) throw new Error(`${entity.name}: two behaviours are attached to one entity`);
    behaviours.set(entity.name, behaviour);
  }
  plugged = { behaviours, approvals: plugIns.approvals };
}

function current(): Plugged {
  if (!plugged) throw new Error('No business area is plugged into the entity engine: lib/backend/routes.ts does so before it builds the route table');
  return plugged;
}

/** What an entity does beyond its declaration (an empty behaviour when nothing). */
export function pluggedBehaviourOf(entity: EntityDef): EntityBehaviour {
  return current().behaviours.get(entity.name) ?? {};
}

/** The approval engine the composition root plugged in. */
export function approvalEngine(): ApprovalPort {
  return current().approvals;
}
