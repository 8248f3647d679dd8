import { entityByName } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../auth/context';
import { holdsPermission } from '../../auth/grants';
import type { Db } from '../../db/client';
import { shapeOf } from '../../entity/custom-fields/shapes';
import { badRequest, forbidden } from '../../http/errors';

/**
 * The kind whose list the views are of, with the fields administrators added as this call sees
 * them. Views are for those who may open the list: reading a colleague's shared view needs the
 * same right as reading the records it shows.
 */
export async function readableKind(db: Db, auth: AuthContext, name: string): Promise<EntityDef> {
  const declared = entityByName(name);
  if (!declared) throw badRequest('listView.validation.entity');
  if (!(await holdsPermission(db, auth, declared.rights.read))) throw forbidden();
  return shapeOf(declared);
}
