import { cache } from 'react';
import { signInWaysPath, signInWaysSchema, type SignInWays } from '@/lib/contract/sign-in-ways';
import { upstreamCall } from './server-calls';

const PASSWORD_ONLY: SignInWays = { ldap: false, oidc: null };

/** Server only: the ways of signing in the login page offers; the password form alone when the upstream cannot say. */
export const signInWays = cache(async (): Promise<SignInWays> => {
  const answer = await upstreamCall<unknown>(signInWaysPath);
  const parsed = answer.code === 0 ? signInWaysSchema.safeParse(answer.data) : null;
  return parsed?.success ? parsed.data : PASSWORD_ONLY;
});
