import { ENTITIES } from '@/lib/entities';
import { approvalEngine } from '../../plug-ins';
import { listingOf, writerOf } from '../../registry';
import { tableOf } from '../../tables';
import { approvalBinding } from './approval-binding';
import { approvable, type Approvable } from './approvable';

export { submitForApproval } from './approval-binding';

/**
 * Approvals declared on an entity (lib/entity/features/approval/approval.ts): the binding through
 * which the process moves the record's status (./approval-binding.ts), the calls that save and
 * submit a record (./submit-routes.ts) and those that act on and read its approval
 * (./check-routes.ts), declared as the feature's calls (./feature.ts). The process itself runs in
 * the approval engine plugged in at the composition root (lib/backend/entity/approval-port.ts).
 */

/** Binds every entity declaring an approval to the approval engine without building its calls (the demo seed submits records). */
export function registerApprovalBindings(): void {
  for (const entity of ENTITIES.filter(approvable)) {
    const target: Approvable = { entity, table: tableOf(entity), writer: writerOf(entity), listing: listingOf(entity) };
    approvalEngine().bind(entity.approval.bizType, approvalBinding(target));
  }
}
