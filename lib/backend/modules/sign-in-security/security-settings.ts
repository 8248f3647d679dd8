import { serverEnv } from '@/lib/config/env';
import type { PasswordPolicy } from '@/lib/contract/password-policy';
import { DEFAULT_SECURITY_SETTINGS, securitySettingsSchema, type SecuritySettings } from '@/lib/contract/sign-in-security';
import type { Db } from '../../db/client';
import { storedSetting } from '../../settings/stored-setting';

/** 安全设置: one stored group (no secrets), audited on every change by storedSetting. */
export const securitySettings = storedSetting<SecuritySettings>({
  key: 'sign_in_security',
  schema: securitySettingsSchema,
  defaults: DEFAULT_SECURITY_SETTINGS,
});

export async function passwordPolicyOf(db: Db): Promise<PasswordPolicy> {
  const { min_length, classes, expiry_days, history } = await securitySettings.read(db);
  return { min_length, classes, expiry_days, history };
}

/** The sign-in lockout as the environment sets it (LOGIN_LIMIT_*), shown read-only beside the settings. */
export function lockoutFigures() {
  const env = serverEnv();
  return { per_account: env.LOGIN_LIMIT_PER_ACCOUNT, per_address: env.LOGIN_LIMIT_PER_ADDRESS, window_minutes: Math.round(env.LOGIN_LIMIT_WINDOW_SECONDS / 60) };
}
