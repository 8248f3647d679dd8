import { OIDC_START_PATH } from '@/lib/contract/oidc-sign-in';
import type { SignInWays } from '@/lib/contract/sign-in-ways';
import type { Db } from '../../db/client';
import { oidcSetting } from './settings';

/** What company sign-in offers the others: the login page's button, or null while it is off. */
export async function oidcSignInWay(db: Db): Promise<SignInWays['oidc']> {
  const settings = await oidcSetting.read(db);
  return settings.enabled ? { name: settings.display_name, startPath: OIDC_START_PATH } : null;
}
