import { declareCall } from './call';
import { siteAccountPaths } from './site-account-paths';

/** sys_user.status as an administrator sets it: 1 active, 2 frozen. */
type SettableStatus = '1' | '2';

/**
 * 用户管理's calls on accounts (./call.ts), each naming users by their keys, comma-separated; the
 * routes answering them are declared from them (lib/backend/modules/users). Their success is the
 * message alone.
 */
export const userAdminCalls = {
  /** Freezes (signs out and locks out) or unfreezes users. */
  setStatus: declareCall<{ ids: string; status: SettableStatus }, null>('PUT', '/api/app/base/app/sys/user/frozenBatch'),
  /** Activates accounts waiting for it (registered partners). */
  activate: declareCall<{ ids: string }, null>('PUT', siteAccountPaths.activateUsers),
};
