import { and, count, eq } from 'drizzle-orm';
import { okrProject } from '../../db/schema';
import { entityBehaviour } from '../../entity/behaviour';
import { listingOf } from '../../entity/registry';
import { badRequest } from '../../http/errors';
import { projectEntity } from '@/lib/entities/project';
import { resourceProjectEntity } from '@/lib/entities/resource-project';

/**
 * A resource's project link names a live project the caller may read (a member, a leader of its
 * members, an administrator). A project out of reach is refused with the same words as a missing
 * one, so the refusal does not tell that it exists.
 */
export const resourceProjectBehaviour = entityBehaviour(resourceProjectEntity, {
  async prepare({ tx, auth, row, before }) {
    if (!('project_key' in row) || row.project_key === before?.project_key) return;
    const key = typeof row.project_key === 'string' ? row.project_key : '';
    const scope = await listingOf(projectEntity).scopeCondition(tx, auth, 'read');
    const [hit] = await tx.select({ n: count() }).from(okrProject)
      .where(and(eq(okrProject.project_key, key), eq(okrProject.del_flag, 0), scope));
    if (Number(hit?.n ?? 0) === 0) throw badRequest('entity.resourceProject.validation.projectOutOfReach');
  },
});
