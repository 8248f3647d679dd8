import { z } from 'zod';
import { fieldRules } from '@/lib/entity/field-rules';
import { messageWith } from '@/lib/entity/messages';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, REALNAME_MAX_LENGTH } from './profile-schemas';

/**
 * The partner registration form (/register), shared by the page and the backend so both refuse
 * the same input with the same words. Messages are message keys; the shared field rules
 * (mobile, username, e-mail; docs/entities.md, "Labels") keep their own.
 */
export const COMPANY_NAME_MAX_LENGTH = 100;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const passwordFields = z.object({
  company_name: required('siteAccounts.rules.companyRequired', COMPANY_NAME_MAX_LENGTH, 'siteAccounts.rules.companyTooLong'),
  contact_name: required('siteAccounts.rules.contactRequired', REALNAME_MAX_LENGTH, 'siteAccounts.rules.contactTooLong'),
  mobile: fieldRules.mobile(),
  username: fieldRules.username(),
  password: z
    .string({ error: 'siteAccounts.rules.passwordRequired' })
    .min(1, 'siteAccounts.rules.passwordRequired')
    // Length and character classes: the password policy (安全设置), checked by the form with the live
    // policy and by the server.
    .max(PASSWORD_MAX_LENGTH, 'siteAccounts.rules.passwordTooLong'),
  confirm_password: z.string({ error: 'siteAccounts.rules.confirmRequired' }).min(1, 'siteAccounts.rules.confirmRequired'),
  email: fieldRules.email().refine((v) => v === null || v.length <= EMAIL_MAX_LENGTH, messageWith('rules.maxLength', { n: EMAIL_MAX_LENGTH })),
});

export const partnerRegistrationSchema = passwordFields.refine((v) => v.password === v.confirm_password, {
  message: 'siteAccounts.rules.passwordMismatch',
  path: ['confirm_password'],
  // Compare only once both are filled in validly: a half-typed password is reported on its own field.
  when: (payload) => passwordFields.pick({ password: true, confirm_password: true }).safeParse(payload.value).success,
});

export type PartnerRegistrationInput = z.input<typeof partnerRegistrationSchema>;
export type PartnerRegistration = z.output<typeof partnerRegistrationSchema>;

/** What a registration answers: the account as created, waiting for activation. */
export interface PartnerRegistrationResult {
  username: string;
  status: string;
}
