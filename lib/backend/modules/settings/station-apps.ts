import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysApp, sysAppBinding } from '../../db/schema';

/** enable_status dictionary: 1 enabled, 0 disabled. */
const ENABLED = '1';

/** A bound application (系统管理 → 应用绑定) that is switched on and not deleted. */
export const enabledBinding = and(eq(sysAppBinding.del_flag, 0), eq(sysAppBinding.status, ENABLED));

/**
 * Whether an app key names an application of this station: its own (sys_app), or an enabled bound
 * one. Users are not bound to applications one by one: whoever may sign in here may use every
 * application of the station, so this is what "an application the user is bound to" means for the
 * token calls.
 */
export async function isStationApp(db: Db, appKey: string): Promise<boolean> {
  const [own, bound] = await Promise.all([
    db.select({ k: sysApp.app_key }).from(sysApp).where(eq(sysApp.app_key, appKey)).limit(1),
    db.select({ k: sysAppBinding.app_key }).from(sysAppBinding).where(and(eq(sysAppBinding.app_key, appKey), enabledBinding)).limit(1),
  ]);
  return own.length > 0 || bound.length > 0;
}
