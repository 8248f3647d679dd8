import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** A person at the test provider: the login typed on its sign-in page is their subject. */
export interface TestPerson {
  preferred_username: string;
  name: string;
  email: string;
  email_verified?: boolean;
  phone_number?: string;
  groups: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Change a person's claims between sign-ins, or add one. */
  people: Map<string, TestPerson>;
  close(): Promise<void>;
}

export const TEST_CLIENT_ID = 'fincrm-test';
export const TEST_CLIENT_SECRET = 'a-test-client-secret-of-some-length';

export const defaultPeople = (): Map<string, TestPerson> =>
  new Map([
    ['alice', { preferred_username: 'alice_sso', name: '艾丽斯', email: 'alice@corp.example', email_verified: true, phone_number: '13800000001', groups: ['crm-admins'] }],
    ['bob', { preferred_username: 'bob_sso', name: '鲍勃', email: 'bob@corp.example', email_verified: true, groups: ['sales'] }],
    ['mallory', { preferred_username: 'mallory_x', name: '马洛里', email: 'mallory@elsewhere.example', email_verified: true, groups: [] }],
  ]);

export interface TestProviderOptions {
  /**
   * The provider signs with its key but publishes another one under the same key id: its ID tokens
   * are signed by a key that is not in its JWKS, as a forged token would be.
   */
  publishOtherKey?: boolean;
}

const KEY_ID = 'test-key-1';

function rsaJwk(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: KEY_ID, use: 'sig', alg: 'RS256' };
}

function publicPart(jwk: Record<string, unknown>): Record<string, unknown> {
  const { kty, n, e, kid, use, alg } = jwk;
  return { kty, n, e, kid, use, alg };
}

/**
 * A real OpenID Connect provider on a free loopback port: one confidential client whose redirect
 * URIs are the given ones, PKCE required, and the library's own development sign-in page (any
 * password; the login names the person). Consent is given at once, so the login is the only page.
 */
export async function startTestProvider(redirectUris: string[], people = defaultPeople(), options: TestProviderOptions = {}): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Loaded as a module of its own: the library is ESM only, and Playwright compiles specs to CommonJS.
  const { default: Provider } = await import('oidc-provider');
  const signingKey = rsaJwk();
  const published = JSON.stringify({ keys: [publicPart(options.publishOtherKey ? rsaJwk() : signingKey)] });
  const provider = new Provider(issuer, {
    clients: [{ client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'groups'], email: ['email', 'email_verified'], phone: ['phone_number'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    jwks: { keys: [signingKey] },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const person = people.get(id);
      if (!person) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...people.get(id) }) };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const known = oidc.session.grantIdFor(oidc.client.clientId);
      if (known) return oidc.provider.Grant.find(known);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid profile email phone');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (options.publishOtherKey && req.url === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/jwk-set+json' }).end(published);
      return;
    }
    void handle(req, res);
  });
  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    people,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
