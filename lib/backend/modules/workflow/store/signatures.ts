import { and, eq } from 'drizzle-orm';
import { SIGNATURE_GROUP, SIGNATURE_KEPT_GROUP } from '@/lib/contract/workflow-signature';
import type { Db } from '../../../db/client';
import { sysFile } from '../../../db/schema';
import { WorkflowError } from '../model/errors';
import type { Actor } from './store';

/**
 * The handwritten signature a decision carries: uploaded by the same person for a task they hold
 * (signature-routes.ts), taken over by the decision in its transaction and moved to the kept group,
 * so a signature serves one decision only and of two decisions naming it at once only one gets it.
 */
export async function claimSignature(tx: Db, actor: Pick<Actor, 'userKey'>, fileKey: string): Promise<string> {
  const claimed = await tx
    .update(sysFile)
    .set({ file_group_key: SIGNATURE_KEPT_GROUP, update_by: actor.userKey, update_time: new Date() })
    .where(and(eq(sysFile.file_key, fileKey), eq(sysFile.file_group_key, SIGNATURE_GROUP), eq(sysFile.create_by, actor.userKey)))
    .returning({ file_key: sysFile.file_key });
  if (claimed.length === 0) throw new WorkflowError('workflow.signature.notFound');
  return fileKey;
}
