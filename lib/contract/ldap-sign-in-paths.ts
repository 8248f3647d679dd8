/** Calls of 系统管理 → 登录设置 → LDAP / AD (administrators only; their schemas: ./ldap-sign-in.ts). */
export const ldapSignInPaths = {
  setting: '/api/app/base/app/sys/signIn/ldap',
  test: '/api/app/base/app/sys/signIn/ldap/test',
} as const;
