import type { MenuItem, UserPermissions } from '@/lib/contract/permission-menu';
import type { UserRecord, UserRole } from '@/lib/contract/user-answers';

export type { MenuItem, UserPermissions };

/** The signed-in user as the user-info call answers. */
export type SessionUser = UserRecord;

export type { UserRole };

export interface SessionState {
  user: SessionUser;
  menus: MenuItem[];
  /** Button-level permission codes (auth[].action). */
  permissionCodes: string[];
  roles: UserRole[];
  /** Role admin or leader. */
  isLeader: boolean;
  isAdmin: boolean;
}
