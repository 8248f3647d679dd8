import type { FormRule } from 'antd';
import useSWR from 'swr';
import { call } from './call';
import { passwordProblem, passwordRuleHint, type PasswordPolicy } from '@/lib/contract/password-policy';
import { signInSecurityCalls } from '@/lib/contract/sign-in-security-calls';

/**
 * The password policy in force (安全设置), for every form that sets a password: it checks with the
 * same rule the server applies, and says the rule under the field. Before the policy arrives the
 * form checks nothing of its own; the server still does.
 */
export function usePasswordPolicy(): PasswordPolicy | undefined {
  const { data } = useSWR(signInSecurityCalls.passwordPolicy.path, () => call(signInSecurityCalls.passwordPolicy, undefined, { silent: true, redirectOnUnauthorized: false }), { revalidateOnFocus: false });
  return data;
}

/** An antd rule for the new password under the policy; `text` turns a message into the user's language. */
export function policyRule(policy: PasswordPolicy | undefined, text: (message: string) => string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!policy || typeof value !== 'string' || value === '') return;
      const problem = passwordProblem(value, policy);
      if (problem) throw new Error(text(problem));
    },
  };
}

/** The rule in words, for the field's hint. */
export function policyHint(policy: PasswordPolicy | undefined, text: (message: string) => string): string | undefined {
  return policy ? text(passwordRuleHint(policy)) : undefined;
}
