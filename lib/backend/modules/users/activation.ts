import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { userEntity } from '@/lib/entities/user';
import { USER_STATUS_NORMAL, USER_STATUS_PENDING } from '../../auth/context';
import { sysUser } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { keyListInput } from '../../http/inputs';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { assertManageable } from './routes';
import { noDataSchema } from '@/lib/contract/no-data';
import { userAdminCalls } from '@/lib/contract/user-admin-calls';

/**
 * Activation of accounts waiting for it (registered partners, status 3): the same right and
 * department scope as freezing, and only waiting accounts, so it never unfreezes anyone by accident.
 */
const activateBatch = defineCallRoute(userAdminCalls.activate, {
  tag: 'users',
  summary: 'Activate accounts waiting for activation (status 3 to 1; ids comma-separated); refused when one of them is not waiting',
  output: noDataSchema,
  permission: userEntity.rights.read,
  input: z.object({ ids: keyListInput }),
  async handler({ db, auth, input }) {
    if (input.ids.length === 0) throw badRequest('validation.selectRecord');
    await db.transaction(async (tx) => {
      await assertManageable(tx, auth, input.ids);
      const activated = await tx
        .update(sysUser)
        .set({ status: USER_STATUS_NORMAL, update_by: auth.userKey, update_time: new Date(), version: sql`${sysUser.version} + 1` })
        .where(and(inArray(sysUser.user_key, input.ids), eq(sysUser.status, USER_STATUS_PENDING), eq(sysUser.del_flag, 0)))
        .returning({ key: sysUser.user_key });
      // Rolls the whole batch back: a partial activation would leave the list unlike what was confirmed.
      if (activated.length !== new Set(input.ids).size) throw badRequest('siteAccounts.api.notPending');
    });
    return ok(null, 'siteAccounts.api.activated');
  },
});

export const activationRoutes = [activateBatch] as RouteDef<never>[];
