import { z } from 'zod';

/** The public call the login page asks which ways of signing in this deployment offers. */
export const signInWaysPath = '/api/app/base/app/sys/signInWays';

/**
 * ldap: the password form also accepts company (directory) accounts;
 * oidc: a single sign-on provider to offer beside the form, or null.
 */
export const signInWaysSchema = z.strictObject({
  ldap: z.boolean(),
  oidc: z.strictObject({ name: z.string(), startPath: z.string() }).nullable(),
});
export type SignInWays = z.infer<typeof signInWaysSchema>;
