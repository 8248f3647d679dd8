import { asc, eq } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import {
  oidcAuthorizeAnswerSchema,
  oidcAuthorizeInputSchema,
  oidcCallbackUri,
  oidcCompleteAnswerSchema,
  oidcCompleteInputSchema,
  oidcPaths,
  oidcSettingsAnswerSchema,
  oidcSettingsSchema,
  oidcTestAnswerSchema,
  type OidcSettings,
} from '@/lib/contract/oidc-sign-in';
import { serverEnv } from '@/lib/config/env';
import type { Db } from '../../db/client';
import { sysRole } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { siteOriginOf } from '../../http/site-origin';
import { oidcSetting } from './settings';
import { connect, problemOf } from './provider';
import { authorizeAnswer, completeSignIn } from './sign-in';
import { oidcLinkRoutes } from './link-routes';
import { testConnection } from './test-connection';
import { oidcCalls } from '@/lib/contract/oidc-calls';

const TAG = 'sign-in';

async function roleOptions(db: Db) {
  return db.select({ role_code: sysRole.role_code, role_name: sysRole.role_name }).from(sysRole).where(eq(sysRole.del_flag, 0)).orderBy(asc(sysRole.role_code));
}

function configuredCallbackUri(): string | null {
  const env = serverEnv();
  return env.APP_ORIGIN || env.SITE_URL ? oidcCallbackUri({ appOrigin: env.APP_ORIGIN, siteUrl: env.SITE_URL }, '') : null;
}

/** An enabled sign-in is saved only when its provider answers as an OpenID Connect issuer should. */
async function assertUsable(settings: OidcSettings): Promise<void> {
  if (!settings.enabled) return;
  try {
    await connect(settings);
  } catch (error) {
    throw badRequest(`oidcSignIn.problems.${problemOf(error).problem}`);
  }
}

const readSettings = defineCallRoute(oidcCalls.settings, {
  tag: TAG,
  summary: 'The company sign-in (OpenID Connect) settings: the client secret never answered (secrets_set says whether one is stored), the redirect URI to register at the provider, the roles claims may map to',
  access: 'admin',
  output: oidcSettingsAnswerSchema,
  async handler({ db }) {
    return ok({ ...(await oidcSetting.answer(db)), redirect_uri: configuredCallbackUri(), role_options: await roleOptions(db) });
  },
});

const saveSettings = defineCallRoute(oidcCalls.save, {
  tag: TAG,
  summary: 'Save the company sign-in settings (JSON); a blank client secret keeps the stored one; an enabled configuration is checked against the provider first and refused when discovery fails',
  access: 'admin',
  input: oidcSettingsSchema,
  output: oidcSettingsAnswerSchema,
  async handler({ db, input, auth }) {
    await assertUsable(await oidcSetting.withStoredSecrets(db, input));
    const saved = await oidcSetting.write(db, input, auth);
    return ok({ ...saved, redirect_uri: configuredCallbackUri(), role_options: await roleOptions(db) }, 'oidcSignIn.saved');
  },
});

const testSettings = defineCallRoute(oidcCalls.test, {
  tag: TAG,
  summary: "测试连接 for unsaved settings (JSON; a blank secret uses the stored one): the provider's discovered endpoints, or why it cannot be used (unreachable, timeout, TLS, not an issuer, issuer mismatch…), and whether its token endpoint accepts the client",
  access: 'admin',
  input: oidcSettingsSchema,
  output: oidcTestAnswerSchema,
  async handler({ db, input, req, url }) {
    const redirectUri = configuredCallbackUri() ?? oidcCallbackUri({}, siteOriginOf(req, url));
    return ok(await testConnection(await oidcSetting.withStoredSecrets(db, input), redirectUri));
  },
});

const authorize = defineRoute({
  method: 'POST',
  path: oidcPaths.authorize,
  tag: TAG,
  summary: "Start a company sign-in (the gateway's /api/gateway/oidc/start): keeps state, nonce, PKCE verifier, the safe redirect and the hash of the browser's binding for 10 minutes and answers the provider's authorization address",
  access: 'public',
  maxBodyBytes: 8 * 1024,
  input: oidcAuthorizeInputSchema,
  output: oidcAuthorizeAnswerSchema,
  async handler({ db, input, req, services }) {
    const appKey = req.headers.get('appKey') ?? services.defaultAppKey;
    return ok(await authorizeAnswer(db, await oidcSetting.read(db), { redirect: input.redirect, redirectUri: input.redirect_uri, appKey, binding: input.binding }));
  },
});

const complete = defineRoute({
  method: 'POST',
  path: oidcPaths.complete,
  tag: TAG,
  summary: "Finish a company sign-in with the provider's answer (the callback's query) and the binding of the browser that started it: a one-time sign-in code and the redirect, a link made, or why it was refused (state unknown, expired or spent, another browser, access denied, exchange failed, ID token invalid, account frozen, not registered…)",
  access: 'public',
  maxBodyBytes: 16 * 1024,
  input: oidcCompleteInputSchema,
  output: oidcCompleteAnswerSchema,
  async handler({ db, input }) {
    return ok(await completeSignIn(db, await oidcSetting.read(db), input.query, input.binding));
  },
});

export const oidcRoutes = [readSettings, saveSettings, testSettings, authorize, complete, ...oidcLinkRoutes] as RouteDef<never>[];
