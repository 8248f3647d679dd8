import { oidcSettingsSchema, type OidcSettings } from '@/lib/contract/oidc-sign-in';
import { storedSetting } from '../../settings/stored-setting';

export const OIDC_SETTING_KEY = 'oidcSignIn';

/** The company sign-in's settings: one row of sys_setting, the client secret sealed. */
export const oidcSetting = storedSetting<OidcSettings>({
  key: OIDC_SETTING_KEY,
  schema: oidcSettingsSchema,
  defaults: oidcSettingsSchema.parse({}),
  secrets: ['client_secret'],
});
