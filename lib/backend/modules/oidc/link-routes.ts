import { ok } from '@/lib/contract/envelope';
import {
  oidcAuthorizeAnswerSchema,
  oidcAuthorizeInputSchema,
  oidcLinkStateSchema,
  oidcLinkUserInputSchema,
  oidcPaths,
  oidcUnlinkUserInputSchema,
} from '@/lib/contract/oidc-sign-in';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { linkIdentity, linkState, unlinkIdentity } from './links';
import { oidcSetting } from './settings';
import { authorizeAnswer } from './sign-in';
import { oidcCalls } from '@/lib/contract/oidc-calls';

const TAG = 'sign-in';

const stateOf = async (db: Db, userKey: string, t: (key: string) => string) => linkState(db, await oidcSetting.read(db), userKey, t('oidcSignIn.defaultButton'));

const readLinkState = defineCallRoute(oidcCalls.linkState, {
  tag: TAG,
  summary: "个人中心: whether company sign-in is on and the caller's account is linked to an identity at its provider",
  access: 'token',
  output: oidcLinkStateSchema,
  async handler({ db, auth, t }) {
    return ok(await stateOf(db, auth.userKey, t));
  },
});

const startLink = defineRoute({
  method: 'POST',
  path: oidcPaths.linkAuthorize,
  tag: TAG,
  summary: "Start linking the caller's own account to their identity at the provider (the gateway's /api/gateway/oidc/link): the provider's authorization address; its callback links instead of signing in",
  access: 'token',
  maxBodyBytes: 8 * 1024,
  input: oidcAuthorizeInputSchema,
  output: oidcAuthorizeAnswerSchema,
  async handler({ db, input, req, services, auth }) {
    const appKey = req.headers.get('appKey') ?? services.defaultAppKey;
    return ok(await authorizeAnswer(db, await oidcSetting.read(db), { redirect: input.redirect, redirectUri: input.redirect_uri, appKey, binding: input.binding, linkUserKey: auth.userKey }));
  },
});

const unlinkSelf = defineCallRoute(oidcCalls.unlink, {
  tag: TAG,
  summary: "Remove the link of the caller's own account to a provider identity (refused for an account the provider created: it has no other way in)",
  access: 'token',
  input: z.object({}),
  output: z.null(),
  async handler({ db, auth }) {
    if ((await unlinkIdentity(db, auth.userKey, 'self')) === 'providerAccount') throw badRequest('oidcSignIn.link.providerAccount');
    return ok(null, 'oidcSignIn.link.unlinked');
  },
});

const readUserLinkState = defineCallRoute(oidcCalls.linkUserState, {
  tag: TAG,
  summary: "用户管理: whether company sign-in is on and a colleague's account is linked to an identity at its provider",
  access: 'admin',
  input: oidcUnlinkUserInputSchema,
  output: oidcLinkStateSchema,
  async handler({ db, input, t }) {
    return ok(await stateOf(db, input.user_key, t));
  },
});

const linkUser = defineCallRoute(oidcCalls.linkUser, {
  tag: TAG,
  summary: "An administrator links a colleague's account to the subject (sub) the configured provider knows them by; refused when another account holds that identity",
  access: 'admin',
  input: oidcLinkUserInputSchema,
  output: z.null(),
  async handler({ db, input }) {
    const settings = await oidcSetting.read(db);
    if (!settings.issuer) throw badRequest('oidcSignIn.refusals.disabled');
    const linked = await linkIdentity(db, input.user_key, settings.issuer, input.subject);
    if (!linked.ok) throw badRequest(`oidcSignIn.refusals.${linked.reason}`);
    return ok(null, 'oidcSignIn.link.linked');
  },
});

const unlinkUser = defineCallRoute(oidcCalls.unlinkUser, {
  tag: TAG,
  summary: "An administrator removes the link of a colleague's account to a provider identity",
  access: 'admin',
  input: oidcUnlinkUserInputSchema,
  output: z.null(),
  async handler({ db, input }) {
    await unlinkIdentity(db, input.user_key, 'admin');
    return ok(null, 'oidcSignIn.link.unlinked');
  },
});

export const oidcLinkRoutes = [readLinkState, startLink, unlinkSelf, readUserLinkState, linkUser, unlinkUser] as RouteDef<never>[];
