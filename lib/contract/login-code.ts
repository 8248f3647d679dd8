import { z } from 'zod';

/**
 * One-time sign-in codes: a signed-in user asks for one
 * (userTokenToCode) and hands it to a partner system, which sends the person to
 * /unionLogin?code=…; the code is exchanged once for a session (codeToUserToken).
 */
export const LOGIN_CODE_TTL_SECONDS = 5 * 60;

export const loginCodeSchema = z.object({
  code: z.string({ error: 'siteAccounts.unionLogin.missingCode' }).trim().min(1, 'siteAccounts.unionLogin.missingCode').max(128, 'siteAccounts.unionLogin.invalidCode'),
});
