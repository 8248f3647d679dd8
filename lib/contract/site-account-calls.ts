import { declareCall } from './call';
import type { PartnerRegistrationInput, PartnerRegistrationResult } from './partner-registration';
import { siteAccountPaths } from './site-account-paths';

/** The public site's registration (./call.ts): a partner account, waiting for activation; answered by lib/backend/modules/users/registration.ts. */
export const siteAccountCalls = {
  registerPartner: declareCall<PartnerRegistrationInput, PartnerRegistrationResult>('POST', siteAccountPaths.registerPartner),
};
