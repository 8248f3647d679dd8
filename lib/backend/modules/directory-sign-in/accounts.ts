import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LdapSettings } from '@/lib/contract/ldap-sign-in';
import { hashPassword } from '../../auth/password';
import { revokeAllTokensOf } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';
import { mappedAccess } from './mapping';
import type { DirectoryPerson } from './person';

export const AUTH_SOURCE_LDAP = 'ldap';
const USER_STATUS_FROZEN = '2';
/** Column widths of sys_user: a longer value is cut rather than refused (the account name is not). */
const MAX = { username: 18, realname: 64, phone: 128, email: 128 } as const;
const SYSTEM = 'ldap-sign-in';

export interface DirectoryAccount {
  user_key: string;
  username: string;
  status: string;
  del_flag: number;
  auth_source: string;
  external_id: string | null;
}

const accountColumns = {
  user_key: sysUser.user_key,
  username: sysUser.username,
  status: sysUser.status,
  del_flag: sysUser.del_flag,
  auth_source: sysUser.auth_source,
  external_id: sysUser.external_id,
};

/** The current account of this name, whatever its source (letter case ignored, as the directory does). */
export async function accountNamed(db: Db, username: string): Promise<DirectoryAccount | null> {
  const [row] = await db.select(accountColumns).from(sysUser)
    .where(and(sql`lower(${sysUser.username}) = lower(${username})`, eq(sysUser.del_flag, 0))).limit(1);
  return (row) ?? null;
}

/** The directory account already brought in for this DN (found again after a rename in the directory). */
async function accountOfDn(db: Db, dn: string): Promise<DirectoryAccount | null> {
  const [row] = await db.select(accountColumns).from(sysUser)
    .where(and(eq(sysUser.auth_source, AUTH_SOURCE_LDAP), sql`lower(${sysUser.external_id}) = lower(${dn})`, eq(sysUser.del_flag, 0))).limit(1);
  return (row) ?? null;
}

/** Freezes a directory account the directory disabled or no longer has, and ends its sessions. */
export async function freezeDirectoryAccount(db: Db, userKey: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sysUser).set({ status: USER_STATUS_FROZEN, update_by: SYSTEM, update_time: new Date(), version: sql`${sysUser.version} + 1` })
      .where(and(eq(sysUser.user_key, userKey), eq(sysUser.auth_source, AUTH_SOURCE_LDAP)));
    await revokeAllTokensOf(tx, userKey);
  });
}

/** Keys among `keys` that still exist (a mapping may name a role or department deleted since). */
async function living(tx: Db, kind: 'role' | 'depart', keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = kind === 'role'
    ? await tx.select({ key: sysRole.role_key }).from(sysRole).where(and(inArray(sysRole.role_key, keys), eq(sysRole.del_flag, 0)))
    : await tx.select({ key: sysDepart.depart_key }).from(sysDepart).where(and(inArray(sysDepart.depart_key, keys), eq(sysDepart.del_flag, 0)));
  return rows.map((r) => r.key);
}

/** Brings the roles and departments the directory decides in line with the person's groups. */
async function syncAccess(tx: Db, userKey: string, settings: LdapSettings, person: DirectoryPerson): Promise<void> {
  const access = mappedAccess(settings, person.groups);
  if (access.managedRoleKeys.length > 0) {
    await tx.delete(sysUserRole).where(and(eq(sysUserRole.user_key, userKey), inArray(sysUserRole.role_key, access.managedRoleKeys)));
  }
  const roles = await living(tx, 'role', access.roleKeys);
  if (roles.length > 0) await tx.insert(sysUserRole).values(roles.map((role_key) => ({ user_key: userKey, role_key }))).onConflictDoNothing();
  if (access.managedDepartKeys.length > 0) {
    await tx.delete(sysUserDepart).where(and(eq(sysUserDepart.user_key, userKey), inArray(sysUserDepart.depart_key, access.managedDepartKeys)));
  }
  const departs = await living(tx, 'depart', access.departKeys);
  if (departs.length > 0) await tx.insert(sysUserDepart).values(departs.map((depart_key) => ({ user_key: userKey, depart_key }))).onConflictDoNothing();
}

function mappedColumns(person: DirectoryPerson) {
  return {
    realname: person.realname.slice(0, MAX.realname),
    email: person.email.slice(0, MAX.email) || null,
    phone: person.mobile.slice(0, MAX.phone) || null,
  };
}

export type Brought = { ok: true; account: DirectoryAccount } | { ok: false; reason: 'nameTaken' | 'nameTooLong' };

/**
 * The account of a directory person who just proved their password: created at the first
 * sign-in (with a random password no one knows, so only the directory signs it in), otherwise
 * found by its DN or name and, with sync_on_sign_in, brought up to the directory's attributes,
 * roles and departments. A local account of the same name is never taken over.
 */
export async function bringInAccount(db: Db, settings: LdapSettings, person: DirectoryPerson): Promise<Brought> {
  const existing = (await accountOfDn(db, person.dn)) ?? (await accountNamed(db, person.username));
  if (existing && existing.auth_source !== AUTH_SOURCE_LDAP) return { ok: false, reason: 'nameTaken' };
  if (existing) {
    if (settings.sync_on_sign_in) {
      await db.transaction(async (tx) => {
        await tx.update(sysUser).set({ ...mappedColumns(person), external_id: person.dn, update_by: SYSTEM, update_time: new Date(), version: sql`${sysUser.version} + 1` })
          .where(eq(sysUser.user_key, existing.user_key));
        await syncAccess(tx, existing.user_key, settings, person);
      });
    }
    return { ok: true, account: existing };
  }
  if (person.username.length > MAX.username) return { ok: false, reason: 'nameTooLong' };
  const userKey = newRecordKey();
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    await tx.insert(sysUser).values({
      user_key: userKey,
      username: person.username,
      ...mappedColumns(person),
      password_hash: unusable,
      auth_source: AUTH_SOURCE_LDAP,
      external_id: person.dn,
      create_by: SYSTEM,
      update_by: SYSTEM,
    });
    await syncAccess(tx, userKey, settings, person);
  });
  const created = await accountOfDn(db, person.dn);
  return created ? { ok: true, account: created } : { ok: false, reason: 'nameTaken' };
}
