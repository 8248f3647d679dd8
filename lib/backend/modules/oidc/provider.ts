import * as client from 'openid-client';
import type { OidcProblem, OidcSettings } from '@/lib/contract/oidc-sign-in';

/** No provider answer is waited for longer than this: a sign-in or a 测试连接 fails with a clear message instead. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** A provider that could not be used, and why (one of our messages), with the provider's or the network's own words. */
export class ProviderProblem extends Error {
  constructor(readonly problem: OidcProblem, readonly detail: string | null) {
    super(problem);
  }
}

/**
 * Plain http is refused by the client library; it is allowed only for a provider on this same
 * machine (a local test provider, a provider behind a local TLS terminator).
 */
export function isLoopbackIssuer(issuer: string): boolean {
  const host = new URL(issuer).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const TLS_CODES = /CERT|SELF_SIGNED|TLS|SSL|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

function causeChain(error: unknown): { name?: string; code?: string; message?: string }[] {
  const chain: { name?: string; code?: string; message?: string }[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const e = current as { name?: string; code?: string; message?: string; cause?: unknown };
    chain.push({ name: e.name, code: typeof e.code === 'string' ? e.code : undefined, message: e.message });
    current = e.cause;
  }
  return chain;
}

/** Sorts a failure of discovery or of a call to the provider into one of our problems. */
export function problemOf(error: unknown): ProviderProblem {
  if (error instanceof ProviderProblem) return error;
  const chain = causeChain(error);
  const codes = chain.map((c) => c.code ?? '');
  const detail = chain.map((c) => c.code ?? c.message).filter(Boolean).join(' ← ').slice(0, 300) || null;
  if (chain.some((c) => c.name === 'TimeoutError' || c.name === 'AbortError')) return new ProviderProblem('timeout', detail);
  if (codes.some((c) => TLS_CODES.test(c))) return new ProviderProblem('tls', detail);
  if (codes.some((c) => NETWORK_CODES.has(c)) || (chain[0]?.name === 'TypeError' && /fetch failed/i.test(chain[0].message ?? ''))) return new ProviderProblem('unreachable', detail);
  if (codes.includes('OAUTH_HTTP_REQUEST_FORBIDDEN')) return new ProviderProblem('insecure', detail);
  if (codes.includes('OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED')) return new ProviderProblem('issuerMismatch', detail);
  return new ProviderProblem('notIssuer', detail);
}

export interface ProviderConnection {
  config: client.Configuration;
  metadata: client.ServerMetadata;
}

/**
 * Reads the provider's discovery document (the issuer must name itself as configured) and makes
 * the client: the secret is sent as the provider prefers (Basic unless it names only POST), none
 * when blank (a public client, PKCE alone).
 */
export async function connect(settings: Pick<OidcSettings, 'issuer' | 'client_id' | 'client_secret'>): Promise<ProviderConnection> {
  // A test of an unfinished form may have no issuer yet: that is no issuer, not a failure of ours.
  if (!URL.canParse(settings.issuer)) throw new ProviderProblem('notIssuer', null);
  const execute = isLoopbackIssuer(settings.issuer) ? [client.allowInsecureRequests] : [];
  let config: client.Configuration;
  try {
    config = await client.discovery(new URL(settings.issuer), settings.client_id, undefined, undefined, { execute, timeout: PROVIDER_TIMEOUT_SECONDS });
  } catch (error) {
    throw problemOf(error);
  }
  const metadata = config.serverMetadata();
  if (!metadata.authorization_endpoint || !metadata.token_endpoint || (metadata.response_types_supported && !metadata.response_types_supported.includes('code'))) {
    throw new ProviderProblem('noCodeFlow', null);
  }
  // A provider that lists its PKCE methods must offer S256; one that lists none is trusted to accept it (Azure AD lists none).
  if (metadata.code_challenge_methods_supported && !metadata.code_challenge_methods_supported.includes('S256')) {
    throw new ProviderProblem('noPkce', metadata.code_challenge_methods_supported.join(', '));
  }
  const connection = new client.Configuration(metadata, settings.client_id, settings.client_secret || undefined, clientAuthFor(metadata, settings.client_secret));
  for (const step of execute) step(connection);
  // The ID token's signature is checked against the keys the provider publishes (its jwks_uri),
  // not taken on trust because it came over the token endpoint's connection.
  client.enableNonRepudiationChecks(connection);
  connection.timeout = PROVIDER_TIMEOUT_SECONDS;
  return { config: connection, metadata };
}

function clientAuthFor(metadata: client.ServerMetadata, secret: string): client.ClientAuth {
  if (!secret) return client.None();
  const methods = metadata.token_endpoint_auth_methods_supported;
  return methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post') ? client.ClientSecretPost(secret) : client.ClientSecretBasic(secret);
}
