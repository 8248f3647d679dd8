import { apiPaths } from '@/lib/contract/api-paths';
import { request } from './api-client';
import { isApiError } from './api-error';
import type { SessionState, SessionUser, UserPermissions, UserRole } from './session-types';

const LEADER_ROLE_CODES: ReadonlySet<string> = new Set(['admin', 'leader']);

/** A refusal that ends the session: the message key is shown, then the user is signed out. */
export class SessionRefusedError extends Error {
  constructor(readonly messageKey: 'auth.verificationFailed' | 'auth.noPermissionList') {
    super(messageKey);
    this.name = 'SessionRefusedError';
  }
}

/** Only the server's refusal counts as "no permission list"; a lost connection is worth a retry. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'business' || error.kind === 'warning');
}

async function loadPermissions(): Promise<UserPermissions> {
  try {
    const permissions = await request<UserPermissions | null>(apiPaths.userPermissionByToken, { silent: true });
    if (!permissions || !Array.isArray(permissions.menu)) throw new SessionRefusedError('auth.noPermissionList');
    return permissions;
  } catch (error) {
    if (isRefusal(error)) throw new SessionRefusedError('auth.noPermissionList');
    throw error;
  }
}

async function loadUser(targetKey: string): Promise<SessionUser> {
  try {
    const user = await request<SessionUser | null>(apiPaths.userInfoByTargetKey(targetKey), { silent: true });
    if (!user?.user_key) throw new SessionRefusedError('auth.verificationFailed');
    return user;
  } catch (error) {
    if (isRefusal(error)) throw new SessionRefusedError('auth.verificationFailed');
    throw error;
  }
}

/** Roles only refine the leader flag: without them the user info's role codes decide. */
async function loadRoles(): Promise<UserRole[] | null> {
  try {
    return await request<UserRole[]>(apiPaths.userRoles, { silent: true });
  } catch {
    return null;
  }
}

export function roleFlags(roleCodes: readonly string[]): { isLeader: boolean; isAdmin: boolean } {
  return { isAdmin: roleCodes.includes('admin'), isLeader: roleCodes.some((code) => LEADER_ROLE_CODES.has(code)) };
}

/** Everything the back office needs about the signed-in user, loaded after login and on each page load. */
export async function loadSessionState(targetKey: string): Promise<SessionState> {
  const [user, permissions, roles] = await Promise.all([loadUser(targetKey), loadPermissions(), loadRoles()]);
  const roleList = roles ?? user.role_code_list.map((code) => ({ role_code: code, role_key: code, role_name: code }));
  return {
    user,
    menus: permissions.menu,
    permissionCodes: (permissions.auth ?? []).map((a) => a.action).filter(Boolean),
    roles: roleList,
    ...roleFlags(roleList.map((r) => r.role_code)),
  };
}
