import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { sysPermission } from '../db/schema';
import { badRequest } from '../http/errors';

/** A link table granting permissions to some owner (a role, a department). */
export interface GrantLink<T extends PgTable> {
  table: T;
  owner: PgColumn;
  row(ownerKey: string, permissionKey: string): T['$inferInsert'];
}

export async function grantedTo<T extends PgTable>(db: Db, link: GrantLink<T> & { permission: PgColumn }, ownerKey: string): Promise<string[]> {
  // Widening T to PgTable spares drizzle's conditional check on a generic table, which TypeScript 7 cannot settle.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const rows = await db.select({ k: link.permission }).from(link.table as PgTable).where(eq(link.owner, ownerKey));
  return rows.map((r) => String(r.k));
}

/** Replaces an owner's grants with the given live permissions; unknown keys refuse the whole change. */
export async function replaceGrants<T extends PgTable>(tx: Db, link: GrantLink<T>, ownerKey: string, permissionKeys: string[]): Promise<void> {
  const wanted = [...new Set(permissionKeys)];
  const known = wanted.length
    ? await tx.select({ k: sysPermission.permission_key }).from(sysPermission).where(and(inArray(sysPermission.permission_key, wanted), eq(sysPermission.del_flag, 0)))
    : [];
  if (known.length !== wanted.length) throw badRequest('api.badRequest');
  await tx.delete(link.table).where(eq(link.owner, ownerKey));
  if (wanted.length) await tx.insert(link.table).values(wanted.map((key) => link.row(ownerKey, key)));
}
