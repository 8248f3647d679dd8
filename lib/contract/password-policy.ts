import { z } from 'zod';
import { messageWith } from '@/lib/entity/messages';

/**
 * The password rule an administrator sets (系统管理 → 安全设置), as one function the forms and the
 * server share. Its messages are message keys with their values (lib/entity/messages.ts), so the
 * same refusal reads in the user's language in the browser and from the server.
 */

export const PASSWORD_CLASSES = ['upper', 'lower', 'digit', 'symbol'] as const;
export type PasswordClass = (typeof PASSWORD_CLASSES)[number];

/** The longest password any policy accepts (argon2 takes more, forms stop here). */
export const PASSWORD_POLICY_MAX_LENGTH = 64;

export const passwordPolicySchema = z.object({
  min_length: z.number({ error: 'passwordPolicy.settings.minLengthInvalid' }).int().min(8, 'passwordPolicy.settings.minLengthInvalid').max(PASSWORD_POLICY_MAX_LENGTH, 'passwordPolicy.settings.minLengthInvalid'),
  /** How many of the four character classes a password must mix. */
  classes: z.number({ error: 'passwordPolicy.settings.classesInvalid' }).int().min(1, 'passwordPolicy.settings.classesInvalid').max(PASSWORD_CLASSES.length, 'passwordPolicy.settings.classesInvalid'),
  /** Days a password lasts; 0 never expires. */
  expiry_days: z.number({ error: 'passwordPolicy.settings.expiryInvalid' }).int().min(0, 'passwordPolicy.settings.expiryInvalid').max(3650, 'passwordPolicy.settings.expiryInvalid'),
  /** How many earlier passwords may not be used again; 0 allows any. */
  history: z.number({ error: 'passwordPolicy.settings.historyInvalid' }).int().min(0, 'passwordPolicy.settings.historyInvalid').max(24, 'passwordPolicy.settings.historyInvalid'),
});

export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

/** Today's rule before the policy existed: 8 characters, letters and digits. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { min_length: 8, classes: 2, expiry_days: 0, history: 3 };

const CLASS_TESTS: Record<PasswordClass, RegExp> = {
  upper: /\p{Lu}/u,
  lower: /\p{Ll}/u,
  digit: /\p{Nd}/u,
  symbol: /[^\p{L}\p{Nd}\s]/u,
};

export function classesOf(password: string): PasswordClass[] {
  return PASSWORD_CLASSES.filter((name) => CLASS_TESTS[name].test(password));
}

/** The message key naming a set of classes ("大写字母或符号"); one key per set, in PASSWORD_CLASSES order. */
export function classSetKey(classes: readonly PasswordClass[]): string {
  return `passwordPolicy.classSets.${PASSWORD_CLASSES.filter((c) => classes.includes(c)).join('_')}`;
}

/** What is wrong with a password under the policy, as a message, or null when it passes. */
export function passwordProblem(password: string, policy: PasswordPolicy): string | null {
  if (password.length === 0) return 'passwordPolicy.required';
  if (password.length < policy.min_length) return messageWith('passwordPolicy.tooShort', { min: policy.min_length });
  if (password.length > PASSWORD_POLICY_MAX_LENGTH) return messageWith('passwordPolicy.tooLong', { max: PASSWORD_POLICY_MAX_LENGTH });
  const present = classesOf(password);
  if (present.length < policy.classes) {
    const missing = PASSWORD_CLASSES.filter((c) => !present.includes(c));
    return messageWith('passwordPolicy.missingClasses', { need: policy.classes, more: policy.classes - present.length, label: classSetKey(missing) });
  }
  return null;
}

/** The policy's rule as a zod string, for a form's or a call's schema. */
export function policyPassword(policy: PasswordPolicy) {
  return z.string({ error: 'passwordPolicy.required' }).superRefine((value, ctx) => {
    const problem = passwordProblem(value, policy);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** The rule in a sentence, for a form's hint ("至少 8 位，包含大写字母、小写字母、数字、符号中的至少 2 类"). */
export function passwordRuleHint(policy: PasswordPolicy): string {
  return messageWith('passwordPolicy.hint', { min: policy.min_length, need: policy.classes });
}
