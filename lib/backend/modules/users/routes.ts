import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { noDataSchema } from '@/lib/contract/no-data';
import { userEntity } from '@/lib/entities/user';
import { revokeAllTokensOf } from '../../auth/tokens';
import { sysDepart, sysUser, sysUserDepart } from '../../db/schema';
import { aliasRoute } from '../../entity/crud';
import { genericRoutesOf } from '../../entity/registry';
import { ApiError, badRequest } from '../../http/errors';
import { keyListInput as keyList, likePattern } from '../../http/inputs';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { ResultCode } from '@/lib/contract/envelope';
import { loadDepartRows, withDescendants } from '../../org/department-tree';
import { directoryEntryOf, seesDirectoryOnly } from '../directory-view';
import { decorateUsers, listUsers } from '../user-queries';
import { userBehaviour } from './behaviour';
import { deletedUsersSchema, listedUserPageSchema, listedUsersSchema, namedUsersSchema, userDepartsSchema } from '@/lib/contract/user-answers';
import { userAdminCalls } from '@/lib/contract/user-admin-calls';
import { directoryCalls } from '@/lib/contract/directory-calls';

const BASE = '/api/app/base/app/sys/user';
const RIGHT = userEntity.rights.read;
const generic = genericRoutesOf(userEntity);

/** Users the caller may manage among the given keys; refuses the whole call if one is outside. */
export async function assertManageable(db: Parameters<NonNullable<typeof userBehaviour.scope>>[0], auth: Parameters<NonNullable<typeof userBehaviour.scope>>[1], keys: string[]): Promise<void> {
  const scope = await userBehaviour.scope!(db, auth, {}, 'write');
  const rows = await db.select({ k: sysUser.user_key }).from(sysUser).where(and(inArray(sysUser.user_key, keys), scope));
  if (rows.length !== new Set(keys).size) throw new ApiError(ResultCode.forbidden, 'validation.outOfScope');
}

const frozenBatch = defineCallRoute(userAdminCalls.setStatus, {
  tag: 'users',
  summary: 'Freeze (status 2) or unfreeze (status 1) users (ids comma-separated); a frozen user is signed out and cannot sign in',
  permission: RIGHT,
  input: z.object({ ids: keyList, status: z.enum(['1', '2'], { error: 'api.badRequest' }) }),
  output: noDataSchema,
  async handler({ db, auth, input }) {
    if (input.ids.length === 0) throw badRequest('validation.selectRecord');
    if (input.status === '2' && input.ids.includes(auth.userKey)) throw badRequest('users.cannotDeleteSelf');
    await db.transaction(async (tx) => {
      await assertManageable(tx, auth, input.ids);
      await tx.update(sysUser).set({ status: input.status, update_by: auth.userKey, update_time: new Date(), version: sql`${sysUser.version} + 1` })
        .where(inArray(sysUser.user_key, input.ids));
      if (input.status === '2') for (const key of input.ids) await revokeAllTokensOf(tx, key);
    });
    return ok(null, input.status === '2' ? 'users.frozen' : 'users.unfrozen');
  },
});

const deleteRollback = defineRoute({
  method: 'PUT',
  path: `${BASE}/deleteRollback`,
  tag: 'users',
  summary: 'Restore deleted users (userIds comma-separated); administrators only',
  output: noDataSchema,
  access: 'admin',
  input: z.object({ userIds: keyList }),
  async handler({ db, auth, input }) {
    if (input.userIds.length === 0) throw badRequest('validation.selectRecord');
    await db.update(sysUser).set({ del_flag: 0, update_by: auth.userKey, update_time: new Date(), version: sql`${sysUser.version} + 1` })
      .where(and(inArray(sysUser.user_key, input.userIds), eq(sysUser.del_flag, 1)));
    return ok(null, 'users.restored');
  },
});

const recycleBin = defineRoute({
  method: 'GET',
  path: `${BASE}/recycleBin`,
  tag: 'users',
  summary: 'Deleted users that can be restored; administrators only',
  output: deletedUsersSchema,
  access: 'admin',
  async handler({ db }) {
    const rows = await db.select({ user_key: sysUser.user_key, username: sysUser.username, realname: sysUser.realname, update_time: sysUser.update_time })
      .from(sysUser).where(eq(sysUser.del_flag, 1)).limit(500);
    return ok(rows);
  },
});

const userDepartList = defineRoute({
  method: 'GET',
  path: `${BASE}/userDepartList`,
  tag: 'users',
  summary: "A user's departments (key, title); the caller's own without userId",
  output: userDepartsSchema,
  input: z.object({ userId: z.string().max(64).optional() }),
  async handler({ db, auth, input }) {
    const userKey = input.userId ?? auth.userKey;
    if (userKey !== auth.userKey) await assertManageable(db, auth, [userKey]);
    const rows = await db.select({ key: sysDepart.depart_key, title: sysDepart.depart_name, org_code: sysDepart.org_code })
      .from(sysUserDepart).innerJoin(sysDepart, eq(sysDepart.depart_key, sysUserDepart.depart_key))
      .where(and(eq(sysUserDepart.user_key, userKey), eq(sysDepart.del_flag, 0)));
    return ok(rows.map((r) => ({ ...r, value: r.key })));
  },
});

/**
 * Names for keys shown in lists and pickers. Deliberately not limited to the caller's departments:
 * records people may see name colleagues from elsewhere (a publisher, an approver), so only what
 * names a person is answered (name, avatar); the account only to administrators, who manage it.
 */
const listByUserKey = defineCallRoute(directoryCalls.usersByKey, {
  tag: 'users',
  summary: 'Users by key (userKeys comma-separated, at most 200): user_key, realname, avatar; administrators also get username',
  output: namedUsersSchema,
  input: z.object({ userKeys: keyList }),
  async handler({ db, auth, input }) {
    const keys = input.userKeys.slice(0, 200);
    if (keys.length === 0) return ok([]);
    const rows = await db.select({ user_key: sysUser.user_key, username: sysUser.username, realname: sysUser.realname, avatar: sysUser.avatar })
      .from(sysUser).where(inArray(sysUser.user_key, keys));
    return ok(auth.isAdmin ? rows : rows.map(({ username: _account, ...named }) => named));
  },
});

const querySysUserList = defineRoute({
  method: 'GET',
  path: `${BASE}/querySysUserList`,
  tag: 'users',
  summary: 'Search active users of the caller’s departments by account or name (keyword), at most pageSize; a partner account gets them as user_key, realname, avatar, belong_departs, org_code_txt and position_names only',
  output: listedUsersSchema,
  input: z.object({ keyword: z.string().max(64).default(''), pageSize: z.coerce.number().int().min(1).max(50).default(20) }),
  async handler({ db, auth, input, locale }) {
    const scope = await userBehaviour.scope!(db, auth, {}, 'read');
    const pattern = likePattern(input.keyword);
    const rows = await db.select().from(sysUser)
      .where(and(eq(sysUser.del_flag, 0), eq(sysUser.status, '1'), scope, or(ilike(sysUser.username, pattern), ilike(sysUser.realname, pattern))))
      .orderBy(sysUser.username).limit(input.pageSize);
    const users = await decorateUsers(db, rows, locale);
    return ok(seesDirectoryOnly(auth, 'managed') ? users.map(directoryEntryOf) : users);
  },
});

const queryPageListByDepartKey = defineRoute({
  method: 'GET',
  path: `${BASE}/queryPageListByDepartKey`,
  tag: 'users',
  summary: 'Users of a department and its sub-departments, paged (departKey, pageNo, pageSize); limited to the caller’s departments; a partner account gets the active ones as user_key, realname, avatar, belong_departs, org_code_txt and position_names only',
  output: listedUserPageSchema,
  input: z.object({ departKey: z.string().min(1).max(64), pageNo: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(200).default(10) }),
  async handler({ db, auth, input, locale }) {
    const rows = await loadDepartRows(db);
    let keys = withDescendants(rows, [input.departKey]);
    if (!auth.isAdmin) {
      const allowed = withDescendants(rows, auth.departKeys);
      keys = keys.filter((k) => allowed.includes(k));
    }
    const directoryOnly = seesDirectoryOnly(auth, 'managed');
    const page = await listUsers(db, { locale, departKeys: keys, pageNo: input.pageNo, pageSize: input.pageSize, activeOnly: directoryOnly });
    return ok(directoryOnly ? { total: page.total, records: page.records.map(directoryEntryOf) } : page);
  },
});

export const userRoutes: RouteDef<never>[] = [
  frozenBatch, deleteRollback, recycleBin, userDepartList, listByUserKey, querySysUserList, queryPageListByDepartKey,
  aliasRoute(generic.detail, 'GET', `${BASE}/queryById`),
  aliasRoute(generic.addOrUpdate, 'POST', `${BASE}/add`),
  aliasRoute(generic.addOrUpdate, 'PUT', `${BASE}/edit`),
] as RouteDef<never>[];
