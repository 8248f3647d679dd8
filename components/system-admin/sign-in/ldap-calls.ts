import { request, requestAnswer } from '@/lib/client/api-client';
import { ldapSignInPaths, type LdapSettings, type LdapSettingsAnswer, type LdapTestAnswer, type LdapTestInput } from '@/lib/contract/ldap-sign-in';

export const readLdapSettings = () => request<LdapSettingsAnswer>(ldapSignInPaths.setting, { silent: true });

/** Refusals (a failed test before saving) come back as errors carrying the server's explanation. */
export const saveLdapSettings = (settings: LdapSettings) => requestAnswer<LdapSettingsAnswer>(ldapSignInPaths.setting, { json: settings, silent: true });

export const testLdapSettings = (input: LdapTestInput) => request<LdapTestAnswer>(ldapSignInPaths.test, { json: input, silent: true, timeoutMs: 120_000 });

/** Roles to map groups to (administrators may list them). */
export async function roleOptions(): Promise<{ value: string; label: string }[]> {
  const nodes = await request<{ key: string; title: string }[]>('/api/app/base/sys/role/queryTreeList', { silent: true });
  return nodes.map((n) => ({ value: n.key, label: n.title }));
}
