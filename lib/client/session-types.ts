import type { MenuItem, UserPermissions } from '@/lib/contract/permission-menu';

export type { MenuItem, UserPermissions };

/** The signed-in user as the user-info call answers. */
export interface SessionUser {
  user_key: string;
  username: string;
  realname: string;
  avatar: string | null;
  phone?: string | null;
  email?: string | null;
  /** '1' male, anything else female; text in the contract, a number from some upstreams. */
  sex?: number | string | null;
  /** YYYY-MM-DD. */
  birthday?: string | null;
  org_code_txt: string;
  role_code_list: string[];
  role_id_list?: string[];
  belong_departs: string[];
}

export interface UserRole {
  role_code: string;
  role_key: string;
  role_name: string;
}

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
