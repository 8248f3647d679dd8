import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { bindingOf } from '../store/binding';
import { WorkflowError } from '../model/errors';

/** Whoever may read the business record an instance is bound to may read the instance too (the record's page shows it). */
export async function readsBoundRecord(db: Db, auth: AuthContext, bizType: string | null, businessKey: string | null): Promise<boolean> {
  if (!bizType || !businessKey) return false;
  let binding;
  try {
    binding = bindingOf(bizType);
  } catch (failure) {
    if (failure instanceof WorkflowError) return false; // a biz_type nothing registered
    throw failure;
  }
  return binding.canRead ? binding.canRead(db, auth, businessKey) : false;
}
