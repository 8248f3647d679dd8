import { eq } from 'drizzle-orm';
import { USER_STATUS_NORMAL, USER_STATUS_PENDING } from '../auth/context';
import { decoyHash, verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { sysUser } from '../db/schema';
import { accountNamed, directoryDecides, directorySignIn, ldapSetting } from './directory-sign-in/port';

/** Why a sign-in with account and password is refused: a message key under login. */
export type SignInRefusal = 'badCredentials' | 'accountPending' | 'accountFrozen' | 'directoryUnavailable' | 'directoryAccountUnusable';

export type PasswordSignIn = { ok: true; userKey: string } | { ok: false; refusal: SignInRefusal };

function byStatus(userKey: string, status: string): PasswordSignIn {
  if (status === USER_STATUS_PENDING) return { ok: false, refusal: 'accountPending' };
  if (status !== USER_STATUS_NORMAL) return { ok: false, refusal: 'accountFrozen' };
  return { ok: true, userKey };
}

/**
 * Who an account name and password sign in, whichever source holds the password: local accounts
 * (the administrator among them) by their stored hash, exactly as always; directory accounts, and
 * unknown names while LDAP / AD sign-in is enabled, by the company directory.
 */
export async function passwordSignIn(db: Db, username: string, password: string): Promise<PasswordSignIn> {
  const [user] = await db
    .select({ user_key: sysUser.user_key, password_hash: sysUser.password_hash, status: sysUser.status, del_flag: sysUser.del_flag, auth_source: sysUser.auth_source })
    .from(sysUser)
    .where(eq(sysUser.username, username))
    .limit(1);
  const settings = await ldapSetting.read(db);
  const known = user && user.del_flag === 0 ? user : null;
  if (directoryDecides(settings, known)) {
    const directoryAccount = known ? await accountNamed(db, username) : null;
    const verdict = await directorySignIn(db, settings, username, password, directoryAccount);
    return verdict.ok ? byStatus(verdict.account.user_key, verdict.account.status) : verdict;
  }
  // Verify against a decoy when the user is unknown so both paths take the same time.
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
  if (!user || user.del_flag !== 0 || !passwordOk) return { ok: false, refusal: 'badCredentials' };
  return byStatus(user.user_key, user.status);
}
