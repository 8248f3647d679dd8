import type { FormDesign } from '@/lib/contract/approval-form/design';
import { entityByName } from '@/lib/entities';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { listingOf } from '../../../entity/registry';
import { WorkflowError } from '../model/errors';

/**
 * A designed form may only link records its applicant may read: the picker lists no others, and a
 * key sent past it is refused here, inside the start's (or resubmit's) transaction, so nobody puts a
 * customer or contract they cannot see in front of approvers or onto a printed copy.
 */
export async function requireReadableLinks(tx: Db, auth: AuthContext, design: FormDesign | undefined, values: Record<string, unknown>): Promise<void> {
  for (const control of design?.fields ?? []) {
    if (control.kind !== 'record') continue;
    const value = values[control.id];
    const keys = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    const entity = entityByName(control.target);
    for (const key of keys) {
      if (!entity || typeof key !== 'string' || (await listingOf(entity).recordAccess(tx, auth, key)) !== 'readable') {
        throw new WorkflowError('approvalForm.rules.recordOutOfReach', { field: control.label });
      }
    }
  }
}
