import { eq } from 'drizzle-orm';
import type { OidcLinkState, OidcRefusal, OidcSettings } from '@/lib/contract/oidc-sign-in';
import { USER_STATUS_NORMAL } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysUser } from '../../db/schema';
import { externalIdOf } from './accounts';

/** Accounts of the company directory keep their directory entry in the same column: they sign in there, and are never linked here. */
const DIRECTORY_SOURCE = 'ldap';
/** Accounts the provider created have no password anyone knows: their user cannot unlink them, or they could never sign in again. */
const PROVIDER_SOURCE = 'oidc';

export type LinkOutcome = { ok: true } | { ok: false; reason: Extract<OidcRefusal, 'identityTaken' | 'accountFrozen' | 'notRegistered'> };

/**
 * Links an identity at the provider to one account: refused when another account holds it, when the
 * account is frozen, deleted or a directory account. Linking again replaces the account's earlier
 * identity at this provider (a person whose subject changed).
 */
export async function linkIdentity(db: Db, userKey: string, issuer: string, subject: string): Promise<LinkOutcome> {
  const externalId = externalIdOf(issuer, subject);
  return db.transaction(async (tx) => {
    const [holder] = await tx.select({ user_key: sysUser.user_key }).from(sysUser).where(eq(sysUser.external_id, externalId)).limit(1);
    if (holder && holder.user_key !== userKey) return { ok: false, reason: 'identityTaken' } as const;
    const [user] = await tx.select({ status: sysUser.status, del_flag: sysUser.del_flag, auth_source: sysUser.auth_source }).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
    if (!user || user.del_flag !== 0) return { ok: false, reason: 'notRegistered' } as const;
    if (user.status !== USER_STATUS_NORMAL) return { ok: false, reason: 'accountFrozen' } as const;
    if (user.auth_source === DIRECTORY_SOURCE) return { ok: false, reason: 'notRegistered' } as const;
    await tx.update(sysUser).set({ external_id: externalId, update_time: new Date() }).where(eq(sysUser.user_key, userKey));
    return { ok: true } as const;
  });
}

/** Removes an account's link to a provider identity (a directory account's entry is not a link and stays). */
export async function unlinkIdentity(db: Db, userKey: string, by: 'self' | 'admin'): Promise<'unlinked' | 'providerAccount'> {
  const [user] = await db.select({ auth_source: sysUser.auth_source }).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
  if (by === 'self' && user?.auth_source === PROVIDER_SOURCE) return 'providerAccount';
  if (user && user.auth_source !== DIRECTORY_SOURCE) await db.update(sysUser).set({ external_id: null, update_time: new Date() }).where(eq(sysUser.user_key, userKey));
  return 'unlinked';
}

/** What 个人中心 shows of the user's link: whether company sign-in is on and the account is linked at the configured provider. */
export async function linkState(db: Db, settings: OidcSettings, userKey: string, defaultName: string): Promise<OidcLinkState> {
  const [user] = await db.select({ external_id: sysUser.external_id }).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
  const linked = Boolean(settings.issuer && user?.external_id?.startsWith(externalIdOf(settings.issuer, '')));
  return { enabled: settings.enabled, name: settings.display_name || defaultName, linked };
}
