import type { Entry } from 'ldapts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LDAP_SETTINGS, ldapSettingsSchema, type LdapSettings } from '@/lib/contract/ldap-sign-in';
import { groupFilter, userFilter } from '@/lib/backend/modules/directory-sign-in/filters';
import { mappedAccess, sameDn } from '@/lib/backend/modules/directory-sign-in/mapping';
import { isDisabled } from '@/lib/backend/modules/directory-sign-in/person';
import { DirectoryProblem } from '@/lib/backend/modules/directory-sign-in/problems';

const settings = (over: Partial<LdapSettings>): LdapSettings => ({ ...DEFAULT_LDAP_SETTINGS, ...over });

describe('directory filters', () => {
  it('escapes every filter character of a typed name (RFC 4515)', () => {
    expect(userFilter('(uid={username})', '*)(uid=*')).toBe('(uid=\\2a\\29\\28uid=\\2a)');
    expect(userFilter('(&(objectClass=person)(sAMAccountName={username}))', 'a\\b')).toBe('(&(objectClass=person)(sAMAccountName=a\\5cb))');
    expect(groupFilter('(|(member={dn})(memberUid={username}))', 'uid=a(b),dc=x', 'a')).toBe('(|(member=uid=a\\28b\\29,dc=x)(memberUid=a))');
  });

  it('refuses a filter whose parentheses do not balance, as a filter problem', () => {
    for (const broken of ['(&(uid={username})', '(uid={username}))', 'uid={username})(']) {
      expect(() => userFilter(broken, 'x')).toThrow(DirectoryProblem);
      try {
        userFilter(broken, 'x');
      } catch (error) {
        expect((error as DirectoryProblem).kind).toBe('filterSyntax');
      }
    }
  });
});

describe('disabled accounts', () => {
  const entry = (attributes: Record<string, string | string[]>): Entry => ({ dn: 'uid=a,dc=x', ...attributes });

  it('reads AD’s ACCOUNTDISABLE bit (2) of userAccountControl', () => {
    const ad = settings({ disabled_mode: 'ad' });
    expect(isDisabled(entry({ userAccountControl: '514' }), ad)).toBe(true);
    expect(isDisabled(entry({ userAccountControl: '512' }), ad)).toBe(false);
    expect(isDisabled(entry({ useraccountcontrol: '66050' }), ad)).toBe(true);
    expect(isDisabled(entry({}), ad)).toBe(false);
  });

  it('reads an attribute that is present, or holds a value', () => {
    const present = settings({ disabled_mode: 'attribute', disabled_attribute: 'pwdAccountLockedTime' });
    expect(isDisabled(entry({ pwdAccountLockedTime: '000001010000Z' }), present)).toBe(true);
    expect(isDisabled(entry({}), present)).toBe(false);
    const valued = settings({ disabled_mode: 'attribute', disabled_attribute: 'employeeType', disabled_value: 'disabled' });
    expect(isDisabled(entry({ employeeType: ['staff', 'Disabled'] }), valued)).toBe(true);
    expect(isDisabled(entry({ employeeType: 'staff' }), valued)).toBe(false);
    expect(isDisabled(entry({ employeeType: 'disabled' }), settings({ disabled_mode: 'none' }))).toBe(false);
  });
});

describe('group mapping', () => {
  const mapped = settings({
    group_roles: [{ group_dn: 'CN=Sales,OU=Groups,DC=corp', role_key: 'role-staff' }, { group_dn: 'cn=leads,ou=groups,dc=corp', role_key: 'role-leader' }],
    group_departments: [{ group_dn: 'cn=sales, ou=groups, dc=corp', depart_key: 'dep-sales' }],
    default_role_key: 'role-guest',
  });

  it('grants the roles and departments of the groups a person is in, DNs compared without case or spaces', () => {
    expect(sameDn('CN=Sales, OU=Groups,DC=corp', 'cn=sales,ou=groups,dc=corp')).toBe(true);
    expect(mappedAccess(mapped, ['cn=sales,ou=groups,dc=corp'])).toMatchObject({ roleKeys: ['role-staff'], departKeys: ['dep-sales'] });
    expect(mappedAccess(mapped, ['cn=other,dc=corp'])).toMatchObject({ roleKeys: ['role-guest'], departKeys: [] });
    expect(mappedAccess(mapped, []).managedRoleKeys.sort()).toEqual(['role-guest', 'role-leader', 'role-staff']);
  });
});

describe('settings', () => {
  it('saves a disabled draft as it is, and asks an enabled one for what a sign-in needs', () => {
    expect(ldapSettingsSchema.safeParse(DEFAULT_LDAP_SETTINGS).success).toBe(true);
    const enabled = ldapSettingsSchema.safeParse({ ...DEFAULT_LDAP_SETTINGS, enabled: true, user_filter: '(uid=x)' });
    expect(enabled.success).toBe(false);
    expect(enabled.error!.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['ldapSignIn.errors.urlRequired', 'ldapSignIn.errors.bindDnRequired', 'ldapSignIn.errors.userBaseRequired', 'ldapSignIn.errors.filterPlaceholder']));
    expect(ldapSettingsSchema.safeParse({ ...DEFAULT_LDAP_SETTINGS, urls: ['http://dc1'] }).success).toBe(false);
    expect(ldapSettingsSchema.safeParse({ ...DEFAULT_LDAP_SETTINGS, urls: ['ldaps://dc1.corp.example:636'] }).success).toBe(true);
  });
});
