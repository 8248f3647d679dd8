import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { sysPermission, sysUserFavorite, sysUserSetting } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';
import { defineCallRoute, defineRoute } from '../http/route';
import { permissionRowsFor } from './permission-menu';
import { noDataSchema } from '@/lib/contract/no-data';
import { favoriteMenusSchema, settingValueSchema } from '@/lib/contract/preference-answers';
import { shellCalls } from '@/lib/contract/shell-calls';

const FAVORITE_BASE = '/api/app/base/app/sys/user/permission/favorite';

/** user_key is part of the favourite calls' payload; it may only ever name the caller. */
const ownUserKey = z.string().max(64).optional();

const favoriteInput = z.object({
  menu_type: z.coerce.number().int().default(1),
  permission_key: z.string().min(1).max(64),
  user_key: ownUserKey,
});

const addFavorite = defineCallRoute(shellCalls.addFavorite, {
  tag: 'preferences',
  summary: 'Star a menu the caller may open (menu_type 1, permission_key, user_key = the caller)',
  output: noDataSchema,
  input: favoriteInput,
  async handler({ db, auth, input }) {
    if (input.user_key && input.user_key !== auth.userKey) throw forbidden();
    const granted = await permissionRowsFor(db, auth);
    if (!granted.some((p) => p.permission_key === input.permission_key)) throw badRequest('preferences.unknownMenu');
    await db.insert(sysUserFavorite).values({ user_key: auth.userKey, permission_key: input.permission_key, menu_type: input.menu_type }).onConflictDoNothing();
    return ok(null, 'preferences.favoriteAdded');
  },
});

const deleteFavorite = defineCallRoute(shellCalls.deleteFavorite, {
  tag: 'preferences',
  summary: 'Unstar a menu (permission_key, user_key = the caller)',
  output: noDataSchema,
  input: favoriteInput.pick({ permission_key: true, user_key: true }),
  async handler({ db, auth, input }) {
    if (input.user_key && input.user_key !== auth.userKey) throw forbidden();
    await db.delete(sysUserFavorite).where(and(eq(sysUserFavorite.user_key, auth.userKey), eq(sysUserFavorite.permission_key, input.permission_key)));
    return ok(null, 'preferences.favoriteRemoved');
  },
});

const listFavorites = defineRoute({
  method: 'GET',
  path: `${FAVORITE_BASE}/list`,
  tag: 'preferences',
  summary: "The caller's favourite menus, newest first",
  output: favoriteMenusSchema,
  async handler({ db, auth }) {
    const rows = await db
      .select({
        permission_key: sysUserFavorite.permission_key,
        menu_type: sysUserFavorite.menu_type,
        user_key: sysUserFavorite.user_key,
        url: sysPermission.path,
        name: sysPermission.title,
        create_time: sysUserFavorite.create_time,
      })
      .from(sysUserFavorite)
      .innerJoin(sysPermission, eq(sysPermission.permission_key, sysUserFavorite.permission_key))
      .where(eq(sysUserFavorite.user_key, auth.userKey))
      .orderBy(desc(sysUserFavorite.create_time));
    return ok(rows.map((r) => ({ ...r, favorite: true })));
  },
});

/** The interface choices a user may store; anything else is refused rather than kept blindly. */
const settingValues = {
  'nav.topMenus': z.array(z.string().max(64)).max(100),
} as const;
type SettingKey = keyof typeof settingValues;
const settingKey = z.enum(Object.keys(settingValues) as [SettingKey, ...SettingKey[]], { error: 'preferences.unknownSetting' });

const getSetting = defineCallRoute(shellCalls.setting, {
  tag: 'preferences',
  summary: "One of the caller's interface settings (null when never saved)",
  output: settingValueSchema,
  input: z.object({ key: settingKey }),
  async handler({ db, auth, input }) {
    const rows = await db.select({ value: sysUserSetting.value }).from(sysUserSetting)
      .where(and(eq(sysUserSetting.user_key, auth.userKey), eq(sysUserSetting.setting_key, input.key))).limit(1);
    return ok(rows[0]?.value ?? null);
  },
});

const saveSetting = defineCallRoute(shellCalls.saveSetting, {
  tag: 'preferences',
  summary: "Save one of the caller's interface settings (key, value)",
  output: noDataSchema,
  input: z.object({ key: settingKey, value: z.unknown() }),
  async handler({ db, auth, input }) {
    const value = settingValues[input.key].parse(input.value);
    await db.insert(sysUserSetting).values({ user_key: auth.userKey, setting_key: input.key, value })
      .onConflictDoUpdate({ target: [sysUserSetting.user_key, sysUserSetting.setting_key], set: { value, update_time: new Date() } });
    return ok(null, 'preferences.saved');
  },
});

export const preferenceRoutes = [addFavorite, deleteFavorite, listFavorites, getSetting, saveSetting];
