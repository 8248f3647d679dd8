import { ok } from '@/lib/contract/envelope';
import { signInWaysPath, signInWaysSchema, type SignInWays } from '@/lib/contract/sign-in-ways';
import { defineRoute, type RouteDef } from '../http/route';
import { ldapSetting } from './directory-sign-in/port';
import { oidcSignInWay } from './oidc/port';

const signInWays = defineRoute({
  method: 'GET',
  path: signInWaysPath,
  tag: 'session',
  summary: 'Which ways of signing in the login page offers: ldap (company accounts in the password form), oidc (a single sign-on provider, or null); public',
  access: 'public',
  output: signInWaysSchema,
  async handler({ db }) {
    const ldap = await ldapSetting.read(db);
    const ways: SignInWays = { ldap: ldap.enabled && ldap.urls.length > 0, oidc: await oidcSignInWay(db) };
    return ok(ways);
  },
});

export const signInWayRoutes = [signInWays] as RouteDef<never>[];
