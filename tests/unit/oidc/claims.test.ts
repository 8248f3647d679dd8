import { describe, expect, it } from 'vitest';
import { claimAt, claimValues, domainAllowed, mappedPerson, mappedRoleCodes } from '@/lib/backend/modules/oidc/claims';
import { isLoopbackIssuer, problemOf } from '@/lib/backend/modules/oidc/provider';
import { domainList, oidcCallbackUri, oidcSettingsSchema } from '@/lib/contract/oidc-sign-in';

const settings = oidcSettingsSchema.parse({ role_rules: [{ value: 'crm-admins', role_code: 'admin' }, { value: 'sales', role_code: 'sales_admin' }], default_role: 'staff' });

describe('claims', () => {
  it('reads a claim by name or by a dotted path into nested claims', () => {
    const claims = { groups: ['a'], realm_access: { roles: ['crm-admins', 'x'] }, 'https://example.com/roles': ['r'] };
    expect(claimAt(claims, 'groups')).toEqual(['a']);
    expect(claimAt(claims, 'realm_access.roles')).toEqual(['crm-admins', 'x']);
    expect(claimAt(claims, 'https://example.com/roles')).toEqual(['r']);
    expect(claimAt(claims, 'realm_access.missing')).toBeUndefined();
  });

  it('takes role values from a list or from one text', () => {
    expect(claimValues({ roles: 'sales crm-admins' }, 'roles')).toEqual(['sales', 'crm-admins']);
    expect(claimValues({ roles: ['sales', 7, null] }, 'roles')).toEqual(['sales', '7']);
    expect(claimValues({}, 'roles')).toEqual([]);
  });

  it('maps held values to roles, adds the default role, each once', () => {
    expect(mappedRoleCodes(settings, { groups: ['sales', 'crm-admins', 'other'] })).toEqual(['admin', 'sales_admin', 'staff']);
    expect(mappedRoleCodes(settings, { groups: ['other'] })).toEqual(['staff']);
    expect(mappedRoleCodes({ ...settings, default_role: 'admin' }, { groups: ['crm-admins'] })).toEqual(['admin']);
  });

  it('trusts an e-mail for matching only when verified, and refuses an allowed domain when marked unverified', () => {
    const person = mappedPerson(settings, { preferred_username: 'li', email: 'Li@Corp.Example', email_verified: false });
    expect(person).toMatchObject({ username: 'li', email: 'li@corp.example', emailVerified: false, emailUnverified: true });
    expect(domainAllowed(['corp.example'], person)).toBe(false);
    expect(domainAllowed(['corp.example'], { email: 'li@corp.example', emailUnverified: false })).toBe(true);
    expect(domainAllowed(['corp.example'], { email: 'li@evil.example', emailUnverified: false })).toBe(false);
    expect(domainAllowed(['corp.example'], { email: null, emailUnverified: false })).toBe(false);
    expect(domainAllowed([], { email: null, emailUnverified: true })).toBe(true);
  });
});

describe('settings rules', () => {
  it('require an issuer and a client only when enabled, and openid among the scopes', () => {
    expect(oidcSettingsSchema.safeParse({}).success).toBe(true);
    const enabled = oidcSettingsSchema.safeParse({ enabled: true });
    expect(enabled.success ? [] : enabled.error.issues.map((i) => i.message)).toEqual(['oidcSignIn.rules.issuerRequired', 'oidcSignIn.rules.clientIdRequired']);
    expect(oidcSettingsSchema.safeParse({ scopes: 'profile email' }).success).toBe(false);
    expect(oidcSettingsSchema.safeParse({ issuer: 'ftp://sso.example.com' }).success).toBe(false);
    expect(oidcSettingsSchema.safeParse({ issuer: 'https://sso.example.com/?x=1' }).success).toBe(false);
    expect(oidcSettingsSchema.safeParse({ allowed_domains: 'corp.example, @Other.Example' }).success).toBe(true);
    expect(oidcSettingsSchema.safeParse({ allowed_domains: 'not a domain!' }).success).toBe(false);
    expect(domainList('corp.example, @Other.Example；x.cn')).toEqual(['corp.example', 'other.example', 'x.cn']);
  });

  it('builds the redirect URI on the configured origin, else the one reached', () => {
    expect(oidcCallbackUri({ appOrigin: 'https://crm.example.com/some/path' }, 'http://localhost:3000')).toBe('https://crm.example.com/api/gateway/oidc/callback');
    expect(oidcCallbackUri({ siteUrl: 'https://www.example.com' }, 'http://localhost:3000')).toBe('https://www.example.com/api/gateway/oidc/callback');
    expect(oidcCallbackUri({}, 'http://localhost:3000')).toBe('http://localhost:3000/api/gateway/oidc/callback');
  });
});

describe('provider problems', () => {
  it('allows plain http only on this machine', () => {
    expect(isLoopbackIssuer('http://127.0.0.1:8080')).toBe(true);
    expect(isLoopbackIssuer('http://localhost/realms/x')).toBe(true);
    expect(isLoopbackIssuer('http://sso.example.com')).toBe(false);
    expect(isLoopbackIssuer('http://127.0.0.1.evil.example')).toBe(false);
  });

  it('sorts failures into messages a person can act on', () => {
    const network = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
    expect(problemOf(network).problem).toBe('unreachable');
    const tls = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('cert'), { code: 'CERT_HAS_EXPIRED' }) });
    expect(problemOf(tls).problem).toBe('tls');
    expect(problemOf(Object.assign(new Error('x'), { name: 'TimeoutError' })).problem).toBe('timeout');
    expect(problemOf(Object.assign(new Error('x'), { code: 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED' })).problem).toBe('issuerMismatch');
    expect(problemOf(Object.assign(new Error('x'), { code: 'OAUTH_HTTP_REQUEST_FORBIDDEN' })).problem).toBe('insecure');
    expect(problemOf(Object.assign(new Error('x'), { code: 'OAUTH_RESPONSE_IS_NOT_CONFORM' })).problem).toBe('notIssuer');
  });
});
