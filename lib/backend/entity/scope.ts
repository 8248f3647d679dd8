import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { loadDepartRows, withDescendants } from '../modules/department-tree';

/**
 * The departments whose records the user may see and change: null means all (administrators);
 * everyone else gets their own departments and those below them.
 */
export async function scopeDepartKeys(db: Db, auth: AuthContext): Promise<string[] | null> {
  if (auth.isAdmin) return null;
  return withDescendants(await loadDepartRows(db), auth.departKeys);
}
