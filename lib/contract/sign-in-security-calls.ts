import { declareCall, type In, type Out } from './call';
import type { noDataSchema } from './no-data';
import type { passwordPolicySchema } from './password-policy';
import type {
  adminResetInput, codeInput, disableInput, recoveryCodesSchema, securitySettingsAnswerSchema, securitySettingsSchema, twoFactorSetupSchema, twoFactorStatusSchema,
} from './sign-in-security';
import { signInSecurityPaths as paths } from './sign-in-security-paths';

/**
 * Two-step verification, the password policy and 安全设置 (./call.ts): the personal centre, the
 * forms that set a password, the users list and the settings page call these; the routes answering
 * them are declared from them (lib/backend/modules/sign-in-security/two-factor-routes.ts).
 */
export const signInSecurityCalls = {
  /** The caller's own two-step verification. */
  status: declareCall<undefined, Out<typeof twoFactorStatusSchema>>('GET', paths.status),
  setupBegin: declareCall<Record<string, never>, Out<typeof twoFactorSetupSchema>>('POST', paths.setupBegin),
  setupConfirm: declareCall<In<typeof codeInput>, Out<typeof recoveryCodesSchema>>('POST', paths.setupConfirm),
  regenerate: declareCall<In<typeof codeInput>, Out<typeof recoveryCodesSchema>>('POST', paths.regenerate),
  disable: declareCall<In<typeof disableInput>, Out<typeof noDataSchema>>('POST', paths.disable),
  /** An administrator clears another user's authenticator. */
  adminReset: declareCall<In<typeof adminResetInput>, Out<typeof noDataSchema>>('POST', paths.adminReset),
  /** The live password rule; public, for the registration page and the expired-password step. */
  passwordPolicy: declareCall<undefined, Out<typeof passwordPolicySchema>>('GET', paths.passwordPolicy),
  settings: declareCall<undefined, Out<typeof securitySettingsAnswerSchema>>('GET', paths.settings),
  saveSettings: declareCall<In<typeof securitySettingsSchema>, Out<typeof securitySettingsAnswerSchema>>('PUT', paths.settings),
};
