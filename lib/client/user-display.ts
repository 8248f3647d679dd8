import type { SessionUser } from './session-types';

/** How the interface names a user: the real name, or the account when it has none. */
export function displayName(user: Pick<SessionUser, 'realname' | 'username'>): string {
  return user.realname || user.username;
}

/** org_code_txt lists the department names comma-separated (either comma width). */
export function departmentNames(user: Pick<SessionUser, 'org_code_txt'>): string[] {
  return (user.org_code_txt ?? '').split(/[,，]/).map((name) => name.trim()).filter(Boolean);
}
