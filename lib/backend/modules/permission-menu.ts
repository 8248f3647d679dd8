import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysPermission, sysUserFavorite } from '../db/schema';
import { grantedPermissionKeys } from '../auth/grants';
import type { AuthContext } from '../auth/context';
import type { MenuItem, UserPermissions } from '@/lib/contract/permission-menu';

type PermissionRow = typeof sysPermission.$inferSelect;

/** menu_type dictionary values. */
export const MENU_TYPE = { directory: '0', page: '1', button: '2' } as const;

export function buildMenu(rows: PermissionRow[], favoriteKeys: ReadonlySet<string> = new Set()): UserPermissions {
  const buttons = rows.filter((r) => r.menu_type === MENU_TYPE.button && r.perms);
  const menus = rows.filter((r) => r.menu_type !== MENU_TYPE.button);
  const items = new Map<string, MenuItem>();
  for (const r of menus) {
    items.set(r.permission_key, {
      id: r.permission_key,
      path: r.path ?? '',
      name: r.name,
      redirect: r.redirect,
      component: r.component,
      hidden: r.hidden,
      isFavorite: favoriteKeys.has(r.permission_key),
      alwaysShow: r.always_show,
      route: r.route,
      meta: {
        title: r.title,
        icon: r.icon,
        url: r.url,
        permissionList: buttons.filter((b) => b.parent_key === r.permission_key).map((b) => ({ action: b.perms ?? '', describe: b.title })),
        keepAlive: r.keep_alive,
        internalOrExternal: r.internal_or_external,
        componentName: r.name,
        ...(r.prevent ? { prevent: r.prevent } : {}),
      },
    });
  }
  const roots: MenuItem[] = [];
  for (const r of menus) {
    const item = items.get(r.permission_key)!;
    const parent = r.parent_key ? items.get(r.parent_key) : undefined;
    if (parent) (parent.children ??= []).push(item);
    else roots.push(item);
  }
  return { menu: roots, auth: buttons.map((b) => ({ action: b.perms ?? '', describe: b.title, type: '1' })) };
}

/** Live menus and buttons in menu order, optionally narrowed. */
export function livePermissions(db: Db, narrowedBy?: SQL): Promise<PermissionRow[]> {
  return db.select().from(sysPermission).where(and(eq(sysPermission.del_flag, 0), narrowedBy))
    .orderBy(asc(sysPermission.sort_no), asc(sysPermission.name));
}

/** The permission rows a user holds: every row for administrators, else their grants (see grants.ts). */
export async function permissionRowsFor(db: Db, auth: Pick<AuthContext, 'userKey' | 'isAdmin'>): Promise<PermissionRow[]> {
  return livePermissions(db, auth.isAdmin ? undefined : inArray(sysPermission.permission_key, grantedPermissionKeys(auth.userKey)));
}

export async function favoriteKeysOf(db: Db, userKey: string): Promise<Set<string>> {
  const rows = await db.select({ k: sysUserFavorite.permission_key }).from(sysUserFavorite).where(eq(sysUserFavorite.user_key, userKey));
  return new Set(rows.map((r) => r.k));
}

/** A user's menus with their favourite flags: what the permission-list calls answer. */
export async function userPermissions(db: Db, auth: Pick<AuthContext, 'userKey' | 'isAdmin'>): Promise<UserPermissions> {
  const [rows, favorites] = await Promise.all([permissionRowsFor(db, auth), favoriteKeysOf(db, auth.userKey)]);
  return buildMenu(rows, favorites);
}
