import { DEFAULT_LDAP_SETTINGS, ldapSettingsBaseSchema } from '@/lib/contract/ldap-sign-in';
import { storedSetting } from '../../settings/stored-setting';

/** 登录设置 → LDAP / AD, one row of sys_setting; the service account's password is sealed at rest. */
export const ldapSetting = storedSetting({
  key: 'ldapSignIn',
  schema: ldapSettingsBaseSchema,
  defaults: DEFAULT_LDAP_SETTINGS,
  secrets: ['bind_password'],
});
