import type { LdapSettings } from '@/lib/contract/ldap-sign-in';
import type { Db } from '../../db/client';
import { AUTH_SOURCE_LDAP, bringInAccount, freezeDirectoryAccount, type DirectoryAccount } from './accounts';
import { passwordOpens, withDirectory } from './connection';
import { findPerson, type DirectoryPerson } from './person';
import { connectionProblem, DirectoryProblem } from './problems';

export type DirectoryVerdict =
  | { ok: true; account: DirectoryAccount }
  | { ok: false; refusal: 'badCredentials' | 'accountFrozen' | 'directoryUnavailable' | 'directoryAccountUnusable' };

const refuse = (refusal: Extract<DirectoryVerdict, { ok: false }>['refusal']): DirectoryVerdict => ({ ok: false, refusal });

/** Whether the directory, rather than our stored hash, decides this account's password. */
export function directoryDecides(settings: LdapSettings, known: Pick<DirectoryAccount, 'auth_source'> | null): boolean {
  return settings.enabled && settings.urls.length > 0 && (!known || known.auth_source === AUTH_SOURCE_LDAP);
}

async function lookUp(settings: LdapSettings, username: string): Promise<DirectoryPerson | DirectoryProblem> {
  try {
    return await withDirectory(settings, (client) => findPerson(client, settings, username));
  } catch (error) {
    return error instanceof DirectoryProblem ? error : connectionProblem(error, 'connect');
  }
}

/**
 * Signs a person in with their directory password: search as the service account, then bind as
 * the person's DN on a connection of its own. A disabled or vanished person's account here is
 * frozen; a directory that cannot be asked answers directoryUnavailable (local accounts are not
 * affected: they never come here). Only the kind of problem is logged, never a name or password.
 */
export async function directorySignIn(db: Db, settings: LdapSettings, username: string, password: string, known: DirectoryAccount | null): Promise<DirectoryVerdict> {
  if (!password) return refuse('badCredentials');
  const found = await lookUp(settings, username);
  if (found instanceof DirectoryProblem) {
    if (found.kind === 'userNotFound' || found.kind === 'userAmbiguous') {
      if (known && found.kind === 'userNotFound') await freezeDirectoryAccount(db, known.user_key);
      return refuse('badCredentials');
    }
    console.warn(`[ldap] the directory could not be asked at sign-in: ${found.kind}`);
    return refuse('directoryUnavailable');
  }
  let opens: boolean;
  try {
    opens = await passwordOpens(settings, found.dn, password);
  } catch (error) {
    console.warn(`[ldap] the directory could not check a password: ${error instanceof DirectoryProblem ? error.kind : 'unknown'}`);
    return refuse('directoryUnavailable');
  }
  if (found.disabled) {
    if (known) await freezeDirectoryAccount(db, known.user_key);
    // Only someone who knows the password learns that the account is frozen.
    return refuse(opens ? 'accountFrozen' : 'badCredentials');
  }
  if (!opens) return refuse('badCredentials');
  const brought = await bringInAccount(db, settings, found);
  if (!brought.ok) {
    console.warn(`[ldap] a directory account could not be brought in: ${brought.reason}`);
    return refuse('directoryAccountUnusable');
  }
  return { ok: true, account: brought.account };
}
