import { declareCall, type Out } from './call';
import type { noDataSchema } from './no-data';
import type { grantedKeysSchema, permissionTreeSchema, roleNodesSchema, rolesSchema } from './permission-answers';

const ROLES = '/api/app/base/sys/role';
const PERMISSIONS = '/api/app/base/app/sys/permission';

/**
 * The roles as the administrator's screens choose among them, and what each role is granted
 * (./call.ts); the routes answering them are declared from them (lib/backend/modules/roles).
 */
export const roleCalls = {
  /** Every role, by code, with its English name. */
  all: declareCall<undefined, Out<typeof rolesSchema>>('GET', `${ROLES}/queryall`),
  /** The roles as picker nodes, titled in the caller's language. */
  nodes: declareCall<undefined, Out<typeof roleNodesSchema>>('GET', `${ROLES}/queryTreeList`),
  /** Every menu and button, as the tree they are granted from. */
  permissionTree: declareCall<undefined, Out<typeof permissionTreeSchema>>('GET', `${PERMISSIONS}/queryTreeList`),
  grants: declareCall<{ roleId: string }, Out<typeof grantedKeysSchema>>('GET', `${PERMISSIONS}/queryRolePermission`),
  /** Replaces a role's grants: the permission keys comma-separated. */
  saveGrants: declareCall<{ roleId: string; permissionIds: string }, Out<typeof noDataSchema>>('POST', `${PERMISSIONS}/saveRolePermission`),
};
