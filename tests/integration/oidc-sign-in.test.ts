import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { sysOidcFlow, sysSetting, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { apiPaths } from '@/lib/contract/api-paths';
import { oidcPaths, type OidcCompleteAnswer, type OidcLinkState, type OidcSettings, type OidcSettingsAnswer, type OidcTestAnswer } from '@/lib/contract/oidc-sign-in';
import { signInWaysPath, type SignInWays } from '@/lib/contract/sign-in-ways';
import { signInSecurityPaths as securityPaths } from '@/lib/contract/sign-in-security';
import { totpCodeAt } from '@/lib/backend/modules/sign-in-security/totp';
import { handleGateway } from '@/lib/gateway/gateway';
import { memoryLoginLimiter } from '@/lib/gateway/login-rate-limit';
import { finishOidcSignIn, startOidcLink, startOidcSignIn } from '@/lib/gateway/oidc-sign-in';
import { upstreamOf } from '@/lib/gateway/upstream';
import { memoryAddressLimiter } from '@/lib/rate-limit/address-limiter';
import { call, createTestBackend, loginAs, ORIGIN } from '../support/backend';
import { fakeSession } from '../support/fake-session';
import { signInAtProvider } from '../support/oidc-browser';
import { defaultPeople, startTestProvider, type TestProvider } from '../support/oidc-provider';

const CALLBACK = `${ORIGIN}/api/gateway/oidc/callback`;

let backend: Backend;
let provider: TestProvider;
let adminToken: string;

function settingsFor(p: TestProvider, overrides: Partial<OidcSettings> = {}): OidcSettings {
  return {
    enabled: true, display_name: '使用企业账号登录', issuer: p.issuer, client_id: p.clientId, client_secret: p.clientSecret,
    scopes: 'openid profile email phone', username_claim: 'preferred_username', name_claim: 'name', email_claim: 'email', phone_claim: 'phone_number',
    role_claim: 'groups', role_rules: [{ value: 'crm-admins', role_code: 'admin' }, { value: 'sales', role_code: 'sales_admin' }], default_role: 'staff',
    auto_create: true, allowed_domains: '', link_verified_email: false, ...overrides,
  };
}

async function save(settings: OidcSettings) {
  return call<OidcSettingsAnswer>(backend, 'POST', oidcPaths.save, { token: adminToken, json: settings });
}

function gatewayDeps(session = fakeSession(), limiter = memoryAddressLimiter({ keyPrefix: 'oidc_test', points: 100, windowSeconds: 60 })) {
  return {
    upstream: upstreamOf((req) => backend.handle(req)),
    session,
    limiter,
    address: '127.0.0.1',
    locale: 'zh-CN' as const,
    defaultAppKey: 'fincrm',
  };
}

/** Start at the gateway, sign in at the provider as `login`, come back: where the browser goes, and the session. */
async function signIn(login: string, redirect = '/crm/customer') {
  const deps = gatewayDeps();
  const start = await startOidcSignIn(redirect, CALLBACK, deps);
  if (!('provider' in start)) throw new Error(`did not start: ${start.login}`);
  const callback = await signInAtProvider(start.provider, login);
  const next = await finishOidcSignIn(callback.search.slice(1), '127.0.0.1', deps);
  return { next, session: deps.session, callback };
}

/** A sign-in started in the browser of `deps` and back from the provider, not yet finished. */
async function startedCallback(login: string, deps = gatewayDeps()) {
  const start = await startOidcSignIn('/', CALLBACK, deps);
  if (!('provider' in start)) throw new Error('did not start');
  return signInAtProvider(start.provider, login);
}

async function rolesOf(userKey: string): Promise<string[]> {
  const rows = await backend.database.db.select({ role: sysUserRole.role_key }).from(sysUserRole).where(eq(sysUserRole.user_key, userKey));
  return rows.map((r) => r.role).sort();
}

beforeAll(async () => {
  backend = await createTestBackend();
  provider = await startTestProvider([CALLBACK]);
  adminToken = (await loginAs(backend, 'admin')).token;
});
afterAll(async () => {
  await provider?.close();
  await backend?.database.close();
});

describe('company sign-in settings', () => {
  it('are refused to a non-administrator, and never answer the client secret', async () => {
    const staff = await loginAs(backend, 'wangfang');
    expect((await call(backend, 'GET', oidcPaths.settings, { token: staff.token })).body.code).not.toBe(0);
    expect((await call(backend, 'POST', oidcPaths.save, { token: staff.token, json: settingsFor(provider) })).body.code).not.toBe(0);
    expect((await call(backend, 'POST', oidcPaths.test, { token: staff.token, json: settingsFor(provider) })).body.code).not.toBe(0);

    const saved = await save(settingsFor(provider));
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({ client_secret: '', secrets_set: ['client_secret'], issuer: provider.issuer });
    const read = await call<OidcSettingsAnswer>(backend, 'GET', oidcPaths.settings, { token: adminToken });
    expect(read.body.data?.client_secret).toBe('');
    expect(read.body.data?.role_options.map((r) => r.role_code)).toContain('admin');
    expect(JSON.stringify(read.body)).not.toContain(provider.clientSecret);
    // Sealed at rest too.
    const [row] = await backend.database.db.select().from(sysSetting).where(eq(sysSetting.setting_key, 'oidcSignIn'));
    expect(JSON.stringify(row?.value)).not.toContain(provider.clientSecret);
    // A blank secret keeps the stored one: the sign-in below still works.
    expect((await save({ ...settingsFor(provider), client_secret: '' })).body.data?.secrets_set).toEqual(['client_secret']);
  });

  it('测试连接 reports the endpoints and whether the provider knows the client', async () => {
    const good = await call<OidcTestAnswer>(backend, 'POST', oidcPaths.test, { token: adminToken, json: { ...settingsFor(provider), client_secret: '' } });
    expect(good.body.data).toMatchObject({ ok: true, problem: null, issuer: provider.issuer, token_endpoint: `${provider.issuer}/token`, client: 'accepted' });
    const wrongSecret = await call<OidcTestAnswer>(backend, 'POST', oidcPaths.test, { token: adminToken, json: settingsFor(provider, { client_secret: 'not-the-secret' }) });
    expect(wrongSecret.body.data).toMatchObject({ ok: false, problem: 'clientRejected', client: 'rejected' });
    const notIssuer = await call<OidcTestAnswer>(backend, 'POST', oidcPaths.test, { token: adminToken, json: settingsFor(provider, { issuer: `${provider.issuer}/nothing-here` }) });
    expect(notIssuer.body.data).toMatchObject({ ok: false, problem: 'notIssuer' });
    const mismatch = await call<OidcTestAnswer>(backend, 'POST', oidcPaths.test, { token: adminToken, json: settingsFor(provider, { issuer: provider.issuer.replace('127.0.0.1', 'localhost') }) });
    expect(mismatch.body.data).toMatchObject({ ok: false, problem: 'issuerMismatch' });
    const down = await call<OidcTestAnswer>(backend, 'POST', oidcPaths.test, { token: adminToken, json: settingsFor(provider, { issuer: 'http://127.0.0.1:9' }) });
    expect(down.body.data).toMatchObject({ ok: false, problem: 'unreachable' });
  });

  it('refuses to save an enabled configuration whose provider does not answer, and keeps the last good one', async () => {
    const broken = await save(settingsFor(provider, { issuer: 'http://127.0.0.1:9' }));
    expect(broken.body.code).not.toBe(0);
    expect(broken.body.msg).toMatch(/无法连接/);
    const read = await call<OidcSettingsAnswer>(backend, 'GET', oidcPaths.settings, { token: adminToken });
    expect(read.body.data?.issuer).toBe(provider.issuer);
  });
});

describe('company sign-in through the provider', () => {
  it('offers the button on the login page while enabled', async () => {
    const ways = await call<SignInWays>(backend, 'GET', signInWaysPath);
    expect(ways.body.data).toEqual({ ldap: false, oidc: { name: '使用企业账号登录', startPath: '/api/gateway/oidc/start' } });
  });

  it('creates the account with mapped claims and roles, and a second sign-in updates it', async () => {
    const first = await signIn('alice');
    expect(first.next).toBe('/crm/customer');
    expect(first.session.token).toBeTruthy();
    const [user] = await backend.database.db.select().from(sysUser).where(eq(sysUser.external_id, `${provider.issuer}#alice`));
    expect(user).toMatchObject({ username: 'alice_sso', realname: '艾丽斯', email: 'alice@corp.example', phone: '13800000001', auth_source: 'oidc', status: '1' });
    const info = await call<{ user_key: string; roles?: unknown }>(backend, 'GET', apiPaths.userInfoByTargetKey(first.session.targetKey!), { token: first.session.token });
    expect(info.body.data?.user_key).toBe(user!.user_key);
    expect(await rolesOf(user!.user_key)).toEqual(['role-admin', 'role-staff']);

    provider.people.set('alice', { ...provider.people.get('alice')!, name: '艾丽斯·王', groups: ['sales'] });
    const second = await signIn('alice', '/home');
    expect(second.next).toBe('/home');
    const [again] = await backend.database.db.select().from(sysUser).where(eq(sysUser.external_id, `${provider.issuer}#alice`));
    expect(again).toMatchObject({ user_key: user!.user_key, realname: '艾丽斯·王' });
    expect(await rolesOf(user!.user_key)).toEqual(['role-sales-admin', 'role-staff']);
  });

  it('keeps the redirect on this site', async () => {
    const { next } = await signIn('bob', 'https://evil.example/steal');
    expect(next).toBe('/');
  });

  it('refuses a replayed state, an unknown state and an expired one', async () => {
    const deps = gatewayDeps();
    const callback = await startedCallback('bob', deps);
    expect(await finishOidcSignIn(callback.search.slice(1), '127.0.0.1', deps)).toBe('/');
    const replay = gatewayDeps(fakeSession({ oidcBinding: deps.session.oidcBinding }));
    expect(await finishOidcSignIn(callback.search.slice(1), '127.0.0.1', replay)).toBe('/login?signInError=stateUnknown');
    expect(replay.session.token).toBeUndefined();

    const browser = gatewayDeps();
    const other = await startedCallback('bob', browser);
    const forged = new URLSearchParams(other.search);
    forged.set('state', 'a-state-we-never-issued');
    expect(await finishOidcSignIn(forged.toString(), '127.0.0.1', browser)).toBe('/login?signInError=stateUnknown');

    const late = await startedCallback('bob', browser);
    await backend.database.db.update(sysOidcFlow).set({ expire_time: new Date(Date.now() - 1000) });
    expect(await finishOidcSignIn(late.search.slice(1), '127.0.0.1', browser)).toBe('/login?signInError=stateExpired');
  });

  it('completes only in the browser that started it: a callback address is of no use to anyone else', async () => {
    const victim = gatewayDeps();
    const start = await startOidcSignIn('/home', CALLBACK, victim);
    if (!('provider' in start)) throw new Error('did not start');
    expect(victim.session.oidcBinding).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const callback = await signInAtProvider(start.provider, 'bob');

    const attacker = gatewayDeps();
    expect(await finishOidcSignIn(callback.search.slice(1), '127.0.0.1', attacker)).toBe('/login?signInError=otherBrowser');
    expect(attacker.session.token).toBeUndefined();
    const forgedBinding = gatewayDeps(fakeSession({ oidcBinding: 'x'.repeat(43) }));
    expect(await finishOidcSignIn(callback.search.slice(1), '127.0.0.1', forgedBinding)).toBe('/login?signInError=otherBrowser');
    // Nor by a signed-in colleague asking the backend itself.
    const colleague = await loginAs(backend, 'lina');
    const direct = await call<OidcCompleteAnswer>(backend, 'POST', oidcPaths.complete, { token: colleague.token, json: { query: callback.search.slice(1) } });
    expect(direct.body.data).toMatchObject({ outcome: 'refused', reason: 'otherBrowser' });

    // The refusals did not spend the flow: the browser that started it still signs in.
    expect(await finishOidcSignIn(callback.search.slice(1), '127.0.0.1', victim)).toBe('/home');
    expect(victim.session.token).toBeTruthy();
  });

  it('cannot complete with another verifier: the provider refuses a code not bound to the flow that asked for it', async () => {
    // Two sign-ins started; the code of the first sent with the state of the second uses the second's verifier.
    const browser = gatewayDeps();
    const first = await startedCallback('bob', browser);
    const second = await startedCallback('bob', browser);
    const swapped = new URLSearchParams(first.search);
    swapped.set('state', new URLSearchParams(second.search).get('state')!);
    expect(await finishOidcSignIn(swapped.toString(), '127.0.0.1', browser)).toBe('/login?signInError=exchangeFailed');
  });

  it('refuses an ID token signed by a key the provider does not publish', async () => {
    const rogue = await startTestProvider([CALLBACK], defaultPeople(), { publishOtherKey: true });
    try {
      await save(settingsFor(rogue));
      const { next, session } = await signIn('alice', '/home');
      expect(next).toBe('/login?redirect=%2Fhome&signInError=idTokenInvalid');
      expect(session.token).toBeUndefined();
    } finally {
      await rogue.close();
      await save(settingsFor(provider));
    }
  });

  it('says the provider refused when the person declines', async () => {
    const browser = gatewayDeps();
    const start = await startOidcSignIn('/home', CALLBACK, browser);
    if (!('provider' in start)) throw new Error('did not start');
    const state = new URL(start.provider).searchParams.get('state')!;
    const next = await finishOidcSignIn(new URLSearchParams({ error: 'access_denied', state }).toString(), '127.0.0.1', browser);
    expect(next).toBe('/login?redirect=%2Fhome&signInError=denied');
  });

  it('refuses a frozen account, an unknown one when accounts are not created, and a domain not allowed', async () => {
    await backend.database.db.update(sysUser).set({ status: '2' }).where(eq(sysUser.external_id, `${provider.issuer}#bob`));
    expect((await signIn('bob', '/home')).next).toBe('/login?redirect=%2Fhome&signInError=accountFrozen');

    await save(settingsFor(provider, { auto_create: false }));
    expect((await signIn('mallory', '/')).next).toBe('/login?signInError=notRegistered');
    // An existing user is matched by an e-mail the provider verified, only while the setting allows it, and bound.
    provider.people.set('lina-at-idp', { preferred_username: 'lina', name: '李娜', email: 'lina@example.com', email_verified: true, groups: ['crm-admins'] });
    expect((await signIn('lina-at-idp', '/')).next).toBe('/login?signInError=notRegistered');
    await save(settingsFor(provider, { auto_create: false, link_verified_email: true }));
    const lina = await signIn('lina-at-idp', '/');
    expect(lina.next).toBe('/');
    expect(lina.session.userKey).toBe('usr-sales');
    const [bound] = await backend.database.db.select().from(sysUser).where(eq(sysUser.user_key, 'usr-sales'));
    // Still a password account whose roles an administrator keeps.
    expect(bound).toMatchObject({ auth_source: 'local', external_id: `${provider.issuer}#lina-at-idp` });

    await save(settingsFor(provider, { allowed_domains: 'corp.example' }));
    expect((await signIn('mallory', '/')).next).toBe('/login?signInError=domainNotAllowed');
  });

  it('sends the visitor back with a clear reason when the provider is down or sign-in is off', async () => {
    const down = await startTestProvider([CALLBACK]);
    await save(settingsFor(down));
    await down.close();
    const start = await startOidcSignIn('/home', CALLBACK, gatewayDeps());
    expect(start).toEqual({ login: '/login?redirect=%2Fhome&signInError=providerUnavailable' });

    // Starts are counted per address: a visitor cannot fill the table of started sign-ins.
    await save(settingsFor(provider));
    const limiter = memoryAddressLimiter({ keyPrefix: 'oidc_start_test', points: 2, windowSeconds: 60 });
    for (let i = 0; i < 2; i += 1) expect(await startOidcSignIn('/', CALLBACK, gatewayDeps(fakeSession(), limiter))).toHaveProperty('provider');
    expect(await startOidcSignIn('/', CALLBACK, gatewayDeps(fakeSession(), limiter))).toEqual({ login: '/login?signInError=tooManyAttempts' });

    await save(settingsFor(provider, { enabled: false }));
    expect(await startOidcSignIn('/', CALLBACK, gatewayDeps())).toEqual({ login: '/login?signInError=disabled' });
    expect((await call<SignInWays>(backend, 'GET', signInWaysPath)).body.data?.oidc).toBeNull();
  });
});

describe('which account a provider identity signs in to', () => {
  it('never by the username claim: a provider user named admin or zhangwei is not signed in as them', async () => {
    provider.people.set('evil-admin', { preferred_username: 'admin', name: 'Administrator', email: 'admin@corp.example', groups: [] });
    provider.people.set('evil-zw', { preferred_username: 'zhangwei', name: '张伟', email: 'zhangwei@corp.example', groups: [] });
    await save(settingsFor(provider, { auto_create: false, allowed_domains: 'corp.example', link_verified_email: true }));
    for (const login of ['evil-admin', 'evil-zw']) {
      const refused = await signIn(login, '/');
      expect(refused.next).toBe('/login?signInError=notRegistered');
      expect(refused.session.token).toBeUndefined();
    }

    // Accounts made for new people: a new one of its own, never the local administrator's.
    await save(settingsFor(provider, { auto_create: true, allowed_domains: 'corp.example', link_verified_email: true }));
    const created = await signIn('evil-admin', '/');
    expect(created.session.userKey).toBeTruthy();
    expect(created.session.userKey).not.toBe('usr-admin');
    const [made] = await backend.database.db.select().from(sysUser).where(eq(sysUser.user_key, created.session.userKey!));
    expect(made).toMatchObject({ auth_source: 'oidc', external_id: `${provider.issuer}#evil-admin` });
    expect(made!.username).not.toBe('admin');
    expect(await rolesOf(made!.user_key)).toEqual(['role-staff']);
    const [admin] = await backend.database.db.select().from(sysUser).where(eq(sysUser.user_key, 'usr-admin'));
    expect(admin!.external_id).toBeNull();
  });

  it('by e-mail only when the provider verified it and the setting allows it', async () => {
    provider.people.set('zw-unverified', { preferred_username: 'someone', name: '张伟', email: 'zhangwei@example.com', groups: [] });
    provider.people.set('zw-denied', { preferred_username: 'someone2', name: '张伟', email: 'zhangwei@example.com', email_verified: false, groups: [] });
    provider.people.set('zw-verified', { preferred_username: 'someone3', name: '张伟', email: 'zhangwei@example.com', email_verified: true, groups: [] });
    await save(settingsFor(provider, { auto_create: false, link_verified_email: true }));
    expect((await signIn('zw-unverified', '/')).next).toBe('/login?signInError=notRegistered');
    expect((await signIn('zw-denied', '/')).next).toBe('/login?signInError=notRegistered');
    await save(settingsFor(provider, { auto_create: false, link_verified_email: false }));
    expect((await signIn('zw-verified', '/')).next).toBe('/login?signInError=notRegistered');
    const [leader] = await backend.database.db.select().from(sysUser).where(eq(sysUser.user_key, 'usr-leader'));
    expect(leader!.external_id).toBeNull();
  });

  it('by the identity its user linked in 个人中心; an identity linked to someone else is not handed over; unlinked, it no longer signs in', async () => {
    await save(settingsFor(provider, { auto_create: false }));
    provider.people.set('zw-at-idp', { preferred_username: 'zw.corp', name: '张伟', email: 'zw@corp.example', groups: [] });
    const zhangwei = await loginAs(backend, 'zhangwei');
    const linkState = () => call<OidcLinkState>(backend, 'GET', oidcPaths.linkState, { token: zhangwei.token });
    expect((await linkState()).body.data).toEqual({ enabled: true, name: '使用企业账号登录', linked: false });

    // A visitor with no session cannot start a link.
    expect(await startOidcLink('/person/index', CALLBACK, gatewayDeps())).toEqual({ login: '/login?redirect=%2Fperson%2Findex' });
    const browser = gatewayDeps(fakeSession({ token: zhangwei.token, userKey: zhangwei.userKey }));
    const start = await startOidcLink('/person/index', CALLBACK, browser);
    if (!('provider' in start)) throw new Error('did not start');
    const callback = await signInAtProvider(start.provider, 'zw-at-idp');
    expect(await finishOidcSignIn(callback.search.slice(1), '127.0.0.1', browser)).toBe('/person/index?oidcLink=linked');
    expect(browser.session.token).toBe(zhangwei.token);
    expect((await linkState()).body.data?.linked).toBe(true);

    const later = await signIn('zw-at-idp', '/home');
    expect(later.next).toBe('/home');
    expect(later.session.userKey).toBe('usr-leader');

    // wangfang cannot take the identity zhangwei linked.
    const wangfang = await loginAs(backend, 'wangfang');
    const hers = gatewayDeps(fakeSession({ token: wangfang.token, userKey: wangfang.userKey }));
    const again = await startOidcLink('/person/index', CALLBACK, hers);
    if (!('provider' in again)) throw new Error('did not start');
    const taken = await signInAtProvider(again.provider, 'zw-at-idp');
    expect(await finishOidcSignIn(taken.search.slice(1), '127.0.0.1', hers)).toBe('/person/index?oidcLink=identityTaken');
    const [finance] = await backend.database.db.select().from(sysUser).where(eq(sysUser.user_key, 'usr-finance'));
    expect(finance!.external_id).toBeNull();

    expect((await call(backend, 'POST', oidcPaths.unlink, { token: zhangwei.token, json: {} })).body.code).toBe(0);
    expect((await linkState()).body.data?.linked).toBe(false);
    expect((await signIn('zw-at-idp', '/')).next).toBe('/login?signInError=notRegistered');
  });

  it('by the identity an administrator linked; only an administrator links or unlinks a colleague', async () => {
    await save(settingsFor(provider, { auto_create: false }));
    provider.people.set('wf-corp', { preferred_username: 'wf.corp', name: '王芳', email: 'wf@corp.example', groups: [] });
    const staff = await loginAs(backend, 'lina');
    expect((await call(backend, 'POST', oidcPaths.linkUser, { token: staff.token, json: { user_key: 'usr-finance', subject: 'wf-corp' } })).body.code).toBe(403);
    expect((await call(backend, 'POST', oidcPaths.linkUser, { token: adminToken, json: { user_key: 'usr-finance', subject: 'wf-corp' } })).body.code).toBe(0);
    // One identity, one account.
    const twice = await call(backend, 'POST', oidcPaths.linkUser, { token: adminToken, json: { user_key: 'usr-leader', subject: 'wf-corp' } });
    expect(twice.body.code).toBe(400);
    expect(twice.body.msg).toBe('该企业账号已绑定其他用户。');

    const signedIn = await signIn('wf-corp', '/');
    expect(signedIn.session.userKey).toBe('usr-finance');
    expect((await call(backend, 'POST', oidcPaths.unlinkUser, { token: staff.token, json: { user_key: 'usr-finance' } })).body.code).toBe(403);
    expect((await call(backend, 'POST', oidcPaths.unlinkUser, { token: adminToken, json: { user_key: 'usr-finance' } })).body.code).toBe(0);
    expect((await signIn('wf-corp', '/')).next).toBe('/login?signInError=notRegistered');
  });
});

describe('two-step verification after the provider', () => {
  it('issues no session for the provider alone: the login asks for the authenticator code, and only a right one signs in', async () => {
    await save(settingsFor(provider));
    const { token } = await loginAs(backend, 'wangfang');
    const begun = await call<{ secret: string }>(backend, 'POST', securityPaths.setupBegin, { token });
    const secret = begun.body.data!.secret;
    const at = Date.now();
    expect((await call(backend, 'POST', securityPaths.setupConfirm, { token, json: { code: totpCodeAt(secret, at) } })).body.code).toBe(0);

    await save(settingsFor(provider, { link_verified_email: true }));
    provider.people.set('wf-at-idp', { preferred_username: 'wangfang', name: '王芳', email: 'wangfang@example.com', email_verified: true, groups: [] });
    const { next, session } = await signIn('wf-at-idp', '/crm/customer');
    expect(next).toBe('/login?redirect=%2Fcrm%2Fcustomer&step=code');
    expect(session.token).toBeUndefined();
    expect(session.pendingSignIn).toMatchObject({ account: 'wangfang', challenge: expect.any(String) });

    const limiter = memoryLoginLimiter({ perAccount: 5, perAddress: 50, windowSeconds: 600 });
    const verify = (code: string) => handleGateway(
      new Request(`${ORIGIN}${securityPaths.signInVerify}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ code }).toString() }),
      { upstream: upstreamOf((req) => backend.handle(req)), session, limiter, locale: 'zh-CN', defaultAppKey: 'fincrm' },
    ).then((res) => res.json() as Promise<{ code: number; data: { user_key?: string } | null }>);
    expect((await verify('000000')).code).not.toBe(0);
    expect(session.token).toBeUndefined();
    // The code of the next time step: the one confirmed at set-up is spent.
    const right = await verify(totpCodeAt(secret, at + 30_000));
    expect(right).toMatchObject({ code: 0, data: { user_key: 'usr-finance' } });
    expect(session.token).toBeTruthy();
    expect(session.pendingSignIn).toBeUndefined();
  });
});
