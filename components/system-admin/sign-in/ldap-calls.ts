import { call, callAnswer } from '@/lib/client/call';
import { ldapCalls } from '@/lib/contract/ldap-calls';
import type { LdapSettings, LdapTestInput } from '@/lib/contract/ldap-sign-in';
import { roleCalls } from '@/lib/contract/role-calls';

export const readLdapSettings = () => call(ldapCalls.settings, undefined, { silent: true });

/** Refusals (a failed test before saving) come back as errors carrying the server's explanation. */
export const saveLdapSettings = (settings: LdapSettings) => callAnswer(ldapCalls.save, settings, { silent: true });

export const testLdapSettings = (input: LdapTestInput) => call(ldapCalls.test, input, { silent: true, timeoutMs: 120_000 });

/** Roles to map groups to (administrators may list them). */
export async function roleOptions(): Promise<{ value: string; label: string }[]> {
  const nodes = await call(roleCalls.nodes, undefined, { silent: true });
  return nodes.map((n) => ({ value: n.key, label: n.title }));
}
