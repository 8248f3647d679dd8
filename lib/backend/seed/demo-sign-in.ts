import { DEFAULT_LDAP_SETTINGS, type LdapSettings } from '@/lib/contract/ldap-sign-in';
import type { Db } from '../db/client';
import { sysSetting } from '../db/schema';
import { ldapSetting } from '../modules/directory-sign-in/port';

/**
 * 登录设置 → LDAP / AD filled in with an OpenLDAP example, switched off: the page shows what a
 * configuration looks like, and nobody's sign-in changes until an administrator enters the bind
 * password, tests the connection and switches it on.
 */
export const DEMO_LDAP_SETTINGS: LdapSettings = {
  ...DEFAULT_LDAP_SETTINGS,
  enabled: false,
  urls: ['ldap://127.0.0.1:3389'],
  bind_dn: 'cn=reader,dc=example,dc=com',
  user_base: 'ou=people,dc=example,dc=com',
  user_filter: '(&(objectClass=inetOrgPerson)(uid={username}))',
  attr_username: 'uid',
  group_base: 'ou=groups,dc=example,dc=com',
  group_filter: '(member={dn})',
  group_roles: [{ group_dn: 'cn=sales,ou=groups,dc=example,dc=com', role_key: 'role-staff' }],
  group_departments: [{ group_dn: 'cn=sales,ou=groups,dc=example,dc=com', depart_key: 'dep-sales-east' }],
  default_role_key: 'role-staff',
  disabled_mode: 'attribute',
  disabled_attribute: 'pwdAccountLockedTime',
  disabled_value: '',
};

/** Written once: an administrator's own settings are never replaced. */
export async function seedDemoSignIn(db: Db): Promise<void> {
  await db.insert(sysSetting).values({ setting_key: ldapSetting.key, value: DEMO_LDAP_SETTINGS }).onConflictDoNothing();
}
