import * as client from 'openid-client';
import type { OidcAuthorizeAnswer, OidcCompleteAnswer, OidcRefusal, OidcSettings } from '@/lib/contract/oidc-sign-in';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';
import type { Db } from '../../db/client';
import { secondFactorChallenge } from '../sign-in-security/port';
import { issueLoginCode } from '../users/port';
import { resolveAccount } from './accounts';
import type { Claims } from './claims';
import { keepFlow, spendFlow } from './flows';
import { linkIdentity } from './links';
import { connect, problemOf, ProviderProblem } from './provider';

/**
 * Starts a sign-in (or a signed-in user's link of their account): a fresh state, nonce and PKCE
 * verifier are kept with the safe redirect and the hash of the starting browser's binding (the
 * callback may reach another process), and the provider's authorization address is answered.
 */
export async function authorizationUrl(db: Db, settings: OidcSettings, input: { redirect: string; redirectUri: string; appKey: string | null; binding: string; linkUserKey?: string }): Promise<string> {
  const { config } = await connect(settings);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await keepFlow(db, {
    state, nonce, codeVerifier, redirectPath: safeRedirectPath(input.redirect), redirectUri: input.redirectUri, issuer: settings.issuer, appKey: input.appKey,
    binding: input.binding, linkUserKey: input.linkUserKey ?? null,
  });
  return client.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: settings.scopes,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }).href;
}

/**
 * What a start answers: the provider's address, or why a sign-in (or link) cannot start now
 * (switched off, the provider unreachable or not an issuer).
 */
export async function authorizeAnswer(db: Db, settings: OidcSettings, input: Parameters<typeof authorizationUrl>[2]): Promise<OidcAuthorizeAnswer> {
  if (!settings.enabled) return { url: null, reason: 'disabled' };
  try {
    return { url: await authorizationUrl(db, settings, input), reason: null };
  } catch (error) {
    return { url: null, reason: problemOf(error).problem === 'notIssuer' ? 'providerError' : 'providerUnavailable' };
  }
}

/**
 * Where a person the provider vouched for becomes something the gateway turns into a session: a
 * one-time sign-in code, exchanged like any other (codeToUserToken); or, when 安全设置 asks for a
 * second factor, its challenge instead, so single sign-on never goes around the authenticator.
 */
async function grantSignIn(db: Db, account: { userKey: string; username: string }, appKey: string | null, redirect: string): Promise<OidcCompleteAnswer> {
  const pending = await secondFactorChallenge(db, account.userKey, appKey);
  if (pending) return { outcome: 'step', step: pending.step, challenge: pending.challenge, account: account.username, redirect };
  return { outcome: 'signedIn', code: await issueLoginCode(db, account.userKey, appKey), redirect };
}

const refused = (reason: OidcRefusal, redirect = '/'): OidcCompleteAnswer => ({ outcome: 'refused', reason, redirect });

/**
 * Finishes a sign-in from the provider's answer (the callback's query) in the browser that started
 * it: the state must be one we started for that browser's binding and not expired nor spent, the
 * provider's error is reported as such, the code is exchanged with the PKCE verifier, the ID token
 * checked (signature against the provider's published keys, issuer, audience, nonce, times), the
 * claims completed from userinfo, and the account found or created; or, for a link started in
 * 个人中心, the identity linked to the user who started it.
 */
export async function completeSignIn(db: Db, settings: OidcSettings, query: string, binding: string | undefined): Promise<OidcCompleteAnswer> {
  const params = new URLSearchParams(query);
  const state = params.get('state');
  if (!state) return refused('stateUnknown');
  const spent = await spendFlow(db, state, binding);
  if (!spent.found) return refused('stateUnknown');
  if (spent.otherBrowser) return refused('otherBrowser');
  const { flow } = spent;
  // A link's refusal goes back to 个人中心 rather than to the login page.
  const refuse = (reason: OidcRefusal): OidcCompleteAnswer => ({ ...refused(reason, flow.redirectPath), ...(flow.linkUserKey ? { link: true } : {}) });
  if (spent.expired) return refuse('stateExpired');
  if (!settings.enabled || settings.issuer !== flow.issuer) return refuse('disabled');
  const providerError = params.get('error');
  if (providerError) return refuse(providerError === 'access_denied' ? 'denied' : 'providerError');

  let config: client.Configuration;
  try {
    ({ config } = await connect(settings));
  } catch (error) {
    return refuse(error instanceof ProviderProblem && error.problem !== 'notIssuer' ? 'providerUnavailable' : 'providerError');
  }

  const callbackUrl = new URL(flow.redirectUri);
  callbackUrl.search = params.toString();
  let claims: Claims;
  let subject: string;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: flow.codeVerifier, expectedState: state, expectedNonce: flow.nonce, idTokenExpected: true });
    const idClaims = tokens.claims();
    if (!idClaims) return refuse('idTokenInvalid');
    subject = idClaims.sub;
    claims = { ...idClaims, ...(await userInfo(config, tokens.access_token, subject)), sub: subject };
  } catch (error) {
    return refuse(exchangeRefusal(error));
  }

  if (flow.linkUserKey) {
    const linked = await linkIdentity(db, flow.linkUserKey, flow.issuer, subject);
    return linked.ok ? { outcome: 'linked', redirect: flow.redirectPath } : refuse(linked.reason);
  }
  const account = await resolveAccount(db, settings, flow.issuer, subject, claims);
  if (!account.ok) return refused(account.reason, flow.redirectPath);
  return grantSignIn(db, account, flow.appKey, flow.redirectPath);
}

/** Userinfo completes the ID token's claims where the provider offers it; a failing one leaves the ID token's. */
async function userInfo(config: client.Configuration, accessToken: string, subject: string): Promise<Claims> {
  if (!config.serverMetadata().userinfo_endpoint) return {};
  try {
    return await client.fetchUserInfo(config, accessToken, subject);
  } catch {
    return {};
  }
}

const ID_TOKEN_CODES = new Set(['OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED', 'OAUTH_KEY_SELECTION_FAILED', 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED', 'OAUTH_INVALID_RESPONSE']);

function exchangeRefusal(error: unknown): OidcRefusal {
  if (error instanceof client.AuthorizationResponseError) return error.error === 'access_denied' ? 'denied' : 'providerError';
  if (error instanceof client.ResponseBodyError) return 'exchangeFailed';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && ID_TOKEN_CODES.has(code)) return 'idTokenInvalid';
  if (error instanceof TypeError || (error as { name?: string }).name === 'TimeoutError') return 'providerUnavailable';
  return 'exchangeFailed';
}
