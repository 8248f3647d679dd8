import { cachedAtAccessVersion } from '../auth/access-cache';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { loadDepartRows, withDescendants } from '../org/department-tree';

/**
 * The departments whose records the user may see and change: null means all (administrators);
 * everyone else gets their own departments and those below them.
 */
export async function scopeDepartKeys(db: Db, auth: AuthContext): Promise<string[] | null> {
  if (auth.isAdmin) return null;
  return withDescendants(await departRows(db, auth), auth.departKeys);
}

/** The department tree as of the caller's access version: read once per change, not on every call. */
export function departRows(db: Db, auth: AuthContext) {
  return cachedAtAccessVersion(db, auth, 'departments', () => loadDepartRows(db));
}

/**
 * The departments the user leads: those they direct, and their own when they hold the leader
 * role; each with the departments below it.
 */
export async function ledDepartKeys(db: Db, auth: AuthContext): Promise<string[]> {
  const rows = await departRows(db, auth);
  const directed = rows.filter((r) => r.director_key === auth.userKey).map((r) => r.depart_key);
  const roots = [...new Set([...directed, ...(auth.isLeader ? auth.departKeys : [])])];
  return roots.length ? withDescendants(rows, roots) : [];
}
