import { apiPaths } from './api-paths';
import type { LoginInput, LoginResult } from './auth-schemas';
import { declareCall, declareFormCall } from './call';
import type { SignInStepResult, TwoFactorSetup } from './sign-in-security';
import { signInSecurityPaths as paths } from './sign-in-security-paths';

/** A sign-in's answer: the session is issued (the user's keys), or a further step is due. */
type SignedInOrStep = LoginResult | SignInStepResult;

/**
 * The login, its further steps and the logout (./call.ts). The gateway answers these itself
 * (lib/gateway/gateway.ts, lib/gateway/sign-in-steps.ts): a token they yield goes into the sealed
 * session, so what the browser is answered is not the backend route's own answer, and no route is
 * declared from them. The login and its steps are sent form-encoded, as the gateway reads a login form.
 */
export const signInCalls = {
  login: declareFormCall<LoginInput, SignedInOrStep>(apiPaths.login),
  /** A code from the authenticator, or one of the recovery codes. */
  verify: declareFormCall<{ code: string } | { recovery_code: string }, SignedInOrStep>(paths.signInVerify),
  /** Begins the authenticator's set-up that two-step verification requires: what the app is shown. */
  setup: declareFormCall<Record<string, never>, TwoFactorSetup>(paths.signInSetup),
  /** The set-up's first code: the session is issued, with the recovery codes to keep. */
  setupConfirm: declareFormCall<{ code: string }, LoginResult & { recovery_codes: string[] }>(paths.signInSetupConfirm),
  /** A new password where the old one expired. */
  password: declareFormCall<{ password: string; confirm_password: string }, SignedInOrStep>(paths.signInPassword),
  logout: declareCall<undefined, null>('POST', apiPaths.logout),
};
