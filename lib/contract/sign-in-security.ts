import { z } from 'zod';
import { DEFAULT_PASSWORD_POLICY, passwordPolicySchema } from './password-policy';

/**
 * 系统管理 → 安全设置: who must use two-step verification, and the password policy. One stored
 * setting (lib/backend/modules/sign-in-security/security-settings.ts).
 */
export const securitySettingsSchema = passwordPolicySchema.extend({
  mfa_required_admins: z.boolean(),
  mfa_required_all: z.boolean(),
});

export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { ...DEFAULT_PASSWORD_POLICY, mfa_required_admins: false, mfa_required_all: false };

/** What the settings page shows beside the settings: the sign-in lockout, read from the environment. */
export const securitySettingsAnswerSchema = securitySettingsSchema.extend({
  lockout: z.object({ per_account: z.number(), per_address: z.number(), window_minutes: z.number() }).nullable(),
});

/** A TOTP code as typed: six digits (spaces dropped). */
export const totpCodeSchema = z.string({ error: 'twoFactor.codeRequired' }).transform((v) => v.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{6}$/, 'twoFactor.codeFormat'));

/** A recovery code as typed: letters and digits in two groups; case and dashes do not matter. */
export const recoveryCodeSchema = z.string({ error: 'twoFactor.recoveryRequired' }).transform((v) => v.replace(/[\s-]+/g, '').toLowerCase()).pipe(z.string().regex(/^[a-z0-9]{10}$/, 'twoFactor.recoveryFormat'));

/** The steps a sign-in may still need after the password. */
export const SIGN_IN_STEPS = ['code', 'setup', 'password'] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

/** The backend's answer when the password was right but the session must wait for another step. */
export const signInStepAnswer = z.object({ step: z.enum(SIGN_IN_STEPS), challenge: z.string().min(1) });

/** What the gateway tells the browser instead: the step (the challenge stays in the session cookie). */
export interface SignInStepResult {
  step: SignInStep;
}

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  confirmed_time: z.string().nullable(),
  recovery_left: z.number(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A set-up begun: what the authenticator app is shown. */
export const twoFactorSetupSchema = z.object({ otpauth_uri: z.string(), secret: z.string(), qr_data_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

// The paths live in a module without schemas, so a page that only calls them loads no zod.
export { signInSecurityPaths, SIGN_IN_STEP_PATHS } from './sign-in-security-paths';

const challengeField = z.string().min(1).max(128);

/** The code step: a code from the authenticator, or one of the recovery codes. */
export const codeStepSchema = z.union([
  z.object({ code: totpCodeSchema }),
  z.object({ recovery_code: recoveryCodeSchema }),
]);
export const signInVerifyInput = z.object({ challenge: challengeField, code: z.string().max(32).optional(), recovery_code: z.string().max(32).optional() });
export const signInSetupInput = z.object({ challenge: challengeField });
export const signInSetupConfirmInput = z.object({ challenge: challengeField, code: totpCodeSchema });

/** A code typed into the personal centre (confirming a set-up, new recovery codes). */
export const codeInput = z.object({ code: totpCodeSchema });
/** Switching off: a current code, or the account's password. */
export const disableInput = z.object({ code: z.string().max(32).optional(), password: z.string().max(128).optional() })
  .refine((v) => Boolean(v.code || v.password), { message: 'twoFactor.codeOrPasswordRequired', path: ['code'] });
export const adminResetInput = z.object({ userKey: z.string().min(1).max(64) });
