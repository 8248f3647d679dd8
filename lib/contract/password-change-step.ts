import { z } from 'zod';
import { PASSWORD_POLICY_MAX_LENGTH } from './password-policy';

/**
 * The sign-in step for an expired password: the new one twice. The policy's own rule is checked
 * by the form (with the live policy) and by the server; this only checks the shape.
 */
export const passwordChangeFields = z.object({
  password: z.string({ error: 'passwordPolicy.required' }).min(1, 'passwordPolicy.required').max(PASSWORD_POLICY_MAX_LENGTH, 'passwordPolicy.required'),
  confirm_password: z.string({ error: 'profile.confirmRequired' }).min(1, 'profile.confirmRequired'),
}).refine((v) => v.password === v.confirm_password, { message: 'profile.passwordMismatch', path: ['confirm_password'] });

export const passwordChangeStepInput = z.object({ challenge: z.string().min(1).max(128), password: z.string().max(PASSWORD_POLICY_MAX_LENGTH), confirm_password: z.string().max(PASSWORD_POLICY_MAX_LENGTH) })
  .refine((v) => v.password === v.confirm_password, { message: 'profile.passwordMismatch', path: ['confirm_password'] });
