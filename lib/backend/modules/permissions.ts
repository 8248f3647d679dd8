import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { loadUserContext } from '../auth/context';
import { forbidden } from '../http/errors';
import { defineRoute } from '../http/route';
import { userPermissions } from './permission-menu';
import { userPermissionsSchema } from '@/lib/contract/permission-menu';

const byToken = defineRoute({
  method: 'GET',
  path: '/api/app/base/app/sys/permission/getUserPermissionByToken/:token',
  tag: 'permissions',
  summary: "The caller's menus and permission codes; the path token must be the caller's own",
  output: userPermissionsSchema,
  input: z.object({ token: z.string().min(1) }),
  async handler({ db, auth, input, req }) {
    if (input.token !== req.headers.get('token')) throw forbidden();
    return ok(await userPermissions(db, auth));
  },
});

const byUserKey = defineRoute({
  method: 'GET',
  path: '/api/app/base/app/sys/permission/getUserPermissionByUserKey/:userKey',
  tag: 'permissions',
  summary: "A user's menus and permission codes (the caller's own, or anyone's for an administrator)",
  output: userPermissionsSchema,
  input: z.object({ userKey: z.string().min(1).max(64) }),
  async handler({ db, auth, input }) {
    if (input.userKey === auth.userKey) return ok(await userPermissions(db, auth));
    if (!auth.isAdmin) throw forbidden();
    const target = await loadUserContext(db, input.userKey, null);
    if (!target) throw forbidden('auth.userUnavailable');
    return ok(await userPermissions(db, target));
  },
});

export const permissionRoutes = [byToken, byUserKey];
