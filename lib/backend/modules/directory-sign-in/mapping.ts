import type { LdapSettings } from '@/lib/contract/ldap-sign-in';

/** DNs compare without letter case and without the spaces some tools put after commas. */
export function sameDn(a: string, b: string): boolean {
  const norm = (dn: string) => dn.trim().toLowerCase().replace(/\s*([,=+])\s*/g, '$1');
  return norm(a) === norm(b);
}

export interface MappedAccess {
  roleKeys: string[];
  departKeys: string[];
  /** Roles and departments the directory decides; others an administrator gave by hand are left alone. */
  managedRoleKeys: string[];
  managedDepartKeys: string[];
}

/**
 * What a person's groups grant: the roles and departments of every mapped group they are in, or
 * the default role when no group maps to a role.
 */
export function mappedAccess(settings: LdapSettings, groups: readonly string[]): MappedAccess {
  const inGroup = (dn: string) => groups.some((g) => sameDn(g, dn));
  const roleKeys = [...new Set(settings.group_roles.filter((m) => inGroup(m.group_dn)).map((m) => m.role_key))];
  if (roleKeys.length === 0 && settings.default_role_key) roleKeys.push(settings.default_role_key);
  const departKeys = [...new Set(settings.group_departments.filter((m) => inGroup(m.group_dn)).map((m) => m.depart_key))];
  const managedRoleKeys = [...new Set([...settings.group_roles.map((m) => m.role_key), ...(settings.default_role_key ? [settings.default_role_key] : [])])];
  const managedDepartKeys = [...new Set(settings.group_departments.map((m) => m.depart_key))];
  return { roleKeys, departKeys, managedRoleKeys, managedDepartKeys };
}
