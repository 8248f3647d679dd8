import { ENTITIES } from '@/lib/entities';
import { approvalEngine } from '../../plug-ins';
import { behaviourOf, listingOf, writerOf } from '../../registry';
import { tableOf } from '../../tables';
import { approvalBinding } from './approval-binding';
import { approvable, type Approvable } from './approvable';
import { approvalInfoRoute, checkRoute } from './check-routes';
import { saveApprovedRoute, submitPreviewRoute, submitRoute } from './submit-routes';
import type { RouteDef } from '../../../http/route';

export { submitForApproval } from './approval-binding';

/**
 * Approvals declared on an entity (lib/entity/features/approval/approval.ts): the binding through
 * which the process moves the record's status (./approval-binding.ts), the calls that save and
 * submit a record (./submit-routes.ts) and those that act on and read its approval
 * (./check-routes.ts). The process itself runs in the approval engine plugged in at the
 * composition root (lib/backend/entity/approval-port.ts).
 */

/**
 * The approval calls of every entity declaring one: saveApproved, submit (or its declared name),
 * check, and the record's approval. Building them binds each entity's records to the approval
 * engine plugged in (kept apart from the registry: the engine's modules import it).
 */
export function allApprovalRoutes(): RouteDef<never>[] {
  registerApprovalBindings();
  return ENTITIES.filter(approvable).flatMap((entity) => {
    const target = registered(entity);
    return [saveApprovedRoute(target, () => behaviourOf(entity)), submitRoute(target), submitPreviewRoute(target), checkRoute(target), approvalInfoRoute(target)];
  });
}

function registered(entity: Approvable['entity']): Approvable {
  const target: Approvable = { entity, table: tableOf(entity), writer: writerOf(entity), listing: listingOf(entity) };
  approvalEngine().bind(entity.approval.bizType, approvalBinding(target));
  return target;
}

/** Binds every entity declaring an approval to the approval engine without building its calls (the demo seed submits records). */
export function registerApprovalBindings(): void {
  for (const entity of ENTITIES.filter(approvable)) registered(entity);
}
