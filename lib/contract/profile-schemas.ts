import { z } from 'zod';
import { businessDay } from '@/lib/entity/time-zone';
import { MOBILE_PATTERN } from '@/lib/entity/rules';

/**
 * The personal centre's forms, shared by the page and the backend so both refuse the same input
 * with the same words. Message strings are message keys under `profile`: the page translates
 * them, the backend's dispatcher translates them into the caller's language.
 */

export { MOBILE_PATTERN };

/** Calendar date as stored and sent (the default date format, docs/time.md). */
export const BIRTHDAY_FORMAT = 'YYYY-MM-DD';
const BIRTHDAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const EARLIEST_BIRTH_YEAR = 1900;

/** A site path (an upload under /files/) or an http(s) address from the original backend's storage. */
const AVATAR_PATTERN = /^(?:\/(?![/\\])|https?:\/\/)[^\s"'<>\\]*$/;

export const PASSWORD_MAX_LENGTH = 64;
export const REALNAME_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 128;
export const AVATAR_MAX_LENGTH = 500;

/** sex: 1 male, anything else female; the form offers 1 and 2. */
export const SEX_MALE = 1;
export const SEX_FEMALE = 2;

function isPlausibleBirthday(value: string): boolean {
  const match = BIRTHDAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March: a real date survives the round trip unchanged.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // Not after today, the business's day: the browser and the server count it alike.
  return real && year >= EARLIEST_BIRTH_YEAR && value <= businessDay();
}

export const profileSchema = z.object({
  realname: z
    .string({ error: 'profile.realnameRequired' })
    .trim()
    .min(1, 'profile.realnameRequired')
    .max(REALNAME_MAX_LENGTH, 'profile.realnameTooLong'),
  phone: z
    .string({ error: 'profile.phoneRequired' })
    .trim()
    .min(1, 'profile.phoneRequired')
    .regex(MOBILE_PATTERN, 'profile.phoneInvalid'),
  // Optional fields travel as null (or '') when left empty.
  email: z
    .string({ error: 'profile.emailInvalid' })
    .trim()
    .max(EMAIL_MAX_LENGTH, 'profile.emailTooLong')
    .refine((value) => value === '' || z.regexes.email.test(value), 'profile.emailInvalid')
    .nullish(),
  sex: z.literal([SEX_MALE, SEX_FEMALE], { error: 'profile.sexRequired' }),
  birthday: z
    .string({ error: 'profile.birthdayInvalid' })
    .trim()
    .refine((value) => value === '' || isPlausibleBirthday(value), 'profile.birthdayInvalid')
    .nullish(),
  avatar: z
    .string({ error: 'profile.avatarInvalid' })
    .trim()
    .max(AVATAR_MAX_LENGTH, 'profile.avatarInvalid')
    .refine((value) => value === '' || AVATAR_PATTERN.test(value), 'profile.avatarInvalid')
    .nullish(),
});

export type ProfileInput = z.infer<typeof profileSchema>;

// Length and character classes come from the password policy (安全设置, lib/contract/password-policy.ts):
// the form checks them with the live policy, the server with its own copy.
const newPassword = z
  .string({ error: 'profile.passwordRequired' })
  .min(1, 'profile.passwordRequired')
  .max(PASSWORD_MAX_LENGTH, 'profile.passwordTooLong');

const passwordFields = z.object({
  oldpassword: z.string({ error: 'profile.oldPasswordRequired' }).min(1, 'profile.oldPasswordRequired').max(128, 'profile.oldPasswordRequired'),
  password: newPassword,
  confirmpassword: z.string({ error: 'profile.confirmRequired' }).min(1, 'profile.confirmRequired'),
});

/** Runs a cross-field check as soon as the fields it compares are valid, whatever the others hold. */
function fieldsValid(...names: (keyof typeof passwordFields.shape)[]) {
  const subset = passwordFields.pick(Object.fromEntries(names.map((name) => [name, true])) as Record<keyof typeof passwordFields.shape, true>);
  return (payload: { value: unknown }) => subset.safeParse(payload.value).success;
}

export const changePasswordSchema = passwordFields
  .refine((value) => value.password === value.confirmpassword, {
    message: 'profile.passwordMismatch',
    path: ['confirmpassword'],
    when: fieldsValid('password', 'confirmpassword'),
  })
  .refine((value) => value.password !== value.oldpassword, {
    message: 'profile.passwordUnchanged',
    path: ['password'],
    when: fieldsValid('oldpassword', 'password'),
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
