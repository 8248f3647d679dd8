import { approvalEngine } from '../../plug-ins';
import { tableOf } from '../../tables';
import type { ServerFeature } from '../server-feature';
import { approvalBinding } from './approval-binding';
import { approvable, type Approvable } from './approvable';
import { approvalInfoRoute, checkRoute } from './check-routes';
import { saveApprovedRoute, submitPreviewRoute, submitRoute } from './submit-routes';

/**
 * The approval calls of a kind declaring one: saveApproved, submit (or its declared name), its
 * preview, check, and the record's approval. Building them binds the kind's records to the
 * approval engine plugged in, so the process moves the record's status (./approval-binding.ts).
 */
export const approvalFeature: ServerFeature = {
  name: 'approval',
  routes(entity, { writer, listing, behaviour }) {
    if (!approvable(entity)) return [];
    const target: Approvable = { entity, table: tableOf(entity), writer, listing };
    approvalEngine().bind(entity.approval.bizType, approvalBinding(target));
    return [saveApprovedRoute(target, behaviour), submitRoute(target), submitPreviewRoute(target), checkRoute(target), approvalInfoRoute(target)];
  },
};
