import * as client from 'openid-client';
import type { OidcSettings, OidcTestAnswer } from '@/lib/contract/oidc-sign-in';
import { connect, problemOf } from './provider';

const NOTHING_FOUND = { issuer: null, authorization_endpoint: null, token_endpoint: null, userinfo_endpoint: null, jwks_uri: null };

/**
 * 测试连接: reads the discovery document of the (unsaved) issuer and reports its endpoints, then
 * sends the token endpoint a made-up code with the client's credentials: a provider that knows
 * the client answers invalid_grant, one that does not answers invalid_client.
 */
export async function testConnection(settings: OidcSettings, redirectUri: string): Promise<OidcTestAnswer> {
  let connection;
  try {
    connection = await connect(settings);
  } catch (error) {
    const { problem, detail } = problemOf(error);
    return { ok: false, problem, detail, client: 'unchecked', ...NOTHING_FOUND };
  }
  const { metadata, config } = connection;
  const found = {
    issuer: metadata.issuer,
    authorization_endpoint: metadata.authorization_endpoint ?? null,
    token_endpoint: metadata.token_endpoint ?? null,
    userinfo_endpoint: metadata.userinfo_endpoint ?? null,
    jwks_uri: metadata.jwks_uri ?? null,
  };
  const verdict = await probeClient(config, redirectUri);
  if (verdict.client === 'rejected') return { ok: false, problem: 'clientRejected', detail: verdict.detail, client: 'rejected', ...found };
  return { ok: true, problem: null, detail: verdict.detail, client: verdict.client, ...found };
}

async function probeClient(config: client.Configuration, redirectUri: string): Promise<{ client: OidcTestAnswer['client']; detail: string | null }> {
  try {
    await client.genericGrantRequest(config, 'authorization_code', { code: `probe-${client.randomState()}`, redirect_uri: redirectUri });
    return { client: 'unchecked', detail: null };
  } catch (error) {
    if (error instanceof client.ResponseBodyError) {
      if (error.error === 'invalid_client' || error.error === 'unauthorized_client') return { client: 'rejected', detail: error.error_description ?? error.error };
      if (error.error === 'invalid_grant') return { client: 'accepted', detail: null };
      return { client: 'unchecked', detail: error.error };
    }
    if (error instanceof client.WWWAuthenticateChallengeError) return { client: 'rejected', detail: error.message };
    return { client: 'unchecked', detail: problemOf(error).detail };
  }
}
