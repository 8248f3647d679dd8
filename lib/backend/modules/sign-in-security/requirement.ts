import type { Db } from '../../db/client';
import { loadUserContext } from '../../auth/context';
import { securitySettings } from './security-settings';

/** Whether 安全设置 makes two-step verification compulsory for this user (all users, or administrators). */
export async function mfaRequiredFor(db: Db, userKey: string): Promise<boolean> {
  const settings = await securitySettings.read(db);
  if (settings.mfa_required_all) return true;
  if (!settings.mfa_required_admins) return false;
  return (await loadUserContext(db, userKey, null))?.isAdmin === true;
}
