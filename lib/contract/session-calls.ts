import type { z } from 'zod';
import { apiPaths } from './api-paths';
import { declareCall, declareKeyedCall } from './call';
import type { userPermissionsSchema } from './permission-menu';
import type { userRecordSchema, userRolesSchema } from './user-answers';

/**
 * What the back office loads about the signed-in user (./call.ts): from the browser through the
 * gateway, or on the server while it draws a page (lib/client/session-loader.ts).
 */
export const sessionCalls = {
  /** The user by the session's target key. */
  user: declareKeyedCall<undefined, z.infer<typeof userRecordSchema>>('GET', apiPaths.userInfoByTargetKey),
  /** The caller's menus and permission codes; the gateway puts the session's token in the path. */
  permissions: declareCall<undefined, z.infer<typeof userPermissionsSchema>>('GET', apiPaths.userPermissionByToken),
  /** The caller's roles. */
  roles: declareCall<undefined, z.infer<typeof userRolesSchema>>('GET', apiPaths.userRoles),
};
