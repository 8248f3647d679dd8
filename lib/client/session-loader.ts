import type { Call } from '@/lib/contract/call';
import { sessionCalls } from '@/lib/contract/session-calls';
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

/**
 * One call of the user's state (lib/contract/session-calls.ts), answering its data: through the
 * gateway from the browser, or on the server for the request's own user (a page drawn with the
 * user's state). It rejects with the client's ApiError where the browser calls, with a plain error
 * on the server.
 */
export type SessionCall = <Data>(declared: Call<undefined, Data>) => Promise<Data>;

async function loadPermissions(call: SessionCall): Promise<UserPermissions> {
  try {
    // An upstream of its own may answer no list at all.
    const permissions: UserPermissions | null = await call(sessionCalls.permissions);
    if (!permissions || !Array.isArray(permissions.menu)) throw new SessionRefusedError('auth.noPermissionList');
    return permissions;
  } catch (error) {
    if (isRefusal(error)) throw new SessionRefusedError('auth.noPermissionList');
    throw error;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && typeof (value as { user_key?: unknown }).user_key === 'string';
}

async function loadUser(targetKey: string, call: SessionCall, known: unknown): Promise<SessionUser> {
  if (isSessionUser(known)) return known;
  try {
    const user: SessionUser | null = await call(sessionCalls.user(targetKey));
    if (!user?.user_key) throw new SessionRefusedError('auth.verificationFailed');
    return user;
  } catch (error) {
    if (isRefusal(error)) throw new SessionRefusedError('auth.verificationFailed');
    throw error;
  }
}

/** Roles only refine the leader flag: without them the user info's role codes decide. */
async function loadRoles(call: SessionCall): Promise<UserRole[] | null> {
  try {
    return await call(sessionCalls.roles);
  } catch {
    return null;
  }
}

export function roleFlags(roleCodes: readonly string[]): { isLeader: boolean; isAdmin: boolean } {
  return { isAdmin: roleCodes.includes('admin'), isLeader: roleCodes.some((code) => LEADER_ROLE_CODES.has(code)) };
}

/**
 * Everything the back office needs about the signed-in user, loaded after login and on each page load.
 * `knownUser` is the user info the server already read that request (checking that the session is live), so it is not asked for twice.
 */
export async function loadSessionState(targetKey: string, call: SessionCall, knownUser?: unknown): Promise<SessionState> {
  const [user, permissions, roles] = await Promise.all([loadUser(targetKey, call, knownUser), loadPermissions(call), loadRoles(call)]);
  const roleList = roles ?? user.role_code_list.map((code) => ({ role_code: code, role_key: code, role_name: code }));
  return {
    user,
    menus: permissions.menu,
    permissionCodes: (permissions.auth ?? []).map((a) => a.action).filter(Boolean),
    roles: roleList,
    ...roleFlags(roleList.map((r) => r.role_code)),
  };
}
