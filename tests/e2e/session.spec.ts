import { unsealData } from 'iron-session';
import { expect, test } from './support/test';
import { E2E_SESSION_SECRET } from '../../playwright.config';
import { callInPage } from './support/in-page';
import { sessionCookie, signIn, signOut, tokenOf } from './support/session';

test('login and logout round trip; the cookie is httpOnly and the token appears in no response or page', async ({ page, context }) => {
  const bodies: string[] = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (/json|html|javascript|text/.test(type)) bodies.push(await res.text().catch(() => ''));
  });
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('系统管理员').first()).toBeVisible();

  const cookie = await sessionCookie(context);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const token = await tokenOf(context);
  expect(token.length).toBeGreaterThan(20);

  await page.goto('/person/index');
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(3);
  for (const body of bodies) expect(body.includes(token)).toBe(false);
  expect((await page.content()).includes(token)).toBe(false);
  expect(await page.evaluate(() => document.cookie)).not.toContain('fincrm_session');

  await page.goto('/');
  await signOut(page);
  expect(await sessionCookie(context)).toBeUndefined();
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fuser/);
});

test('a session cookie copied before logout is refused afterwards', async ({ page, context, playwright, baseURL }) => {
  await signIn(page, 'wangfang');
  await expect(page).toHaveURL(/\/$/);
  const copied = (await sessionCookie(context))!;
  const thief = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `${copied.name}=${copied.value}` } });
  expect((await (await thief.get('/api/app/base/app/sys/user/queryUserRole')).json()).code).toBe(0);

  await signOut(page);

  const refused = await thief.get('/api/app/base/app/sys/user/queryUserRole');
  expect((await refused.json()).code).toBe(401);
  // The gateway ends a session the upstream refuses: the answer tells the browser to drop the cookie.
  const setCookies = refused.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
  expect(setCookies).toEqual([expect.stringMatching(new RegExp(`^${copied.name}=; Path=/; Max-Age=0;( Secure;)? HttpOnly; SameSite=lax$`))]);
  await thief.dispose();
});

test('a back-office page opened with a cookie kept from before logout is the login page, with nothing of the user', async ({ page, context, browser, baseURL }) => {
  await signIn(page, 'wangfang');
  await expect(page).toHaveURL(/\/$/);
  const copied = (await sessionCookie(context))!;
  const { userKey, targetKey } = await unsealData<{ userKey: string; targetKey: string }>(copied.value, { password: E2E_SESSION_SECRET });
  await signOut(page);

  const kept = await browser.newContext({ baseURL });
  await kept.addCookies([{ name: copied.name, value: copied.value, url: baseURL! }]);
  for (const path of ['/system/user', '/crm/customer', '/okrProject?key=prj-demo-02']) {
    const answer = await kept.request.get(path, { maxRedirects: 0 });
    expect([302, 303, 307], path).toContain(answer.status());
    expect(answer.headers().location, path).toMatch(/^\/api\/gateway\/session-ended\?redirect=/);
    const html = await answer.text();
    for (const secret of [userKey, targetKey, '王芳']) expect(html.includes(secret), `${path} names ${secret}`).toBe(false);
  }
  const tab = await kept.newPage();
  await tab.goto('/system/user');
  await expect(tab).toHaveURL(/\/login\?redirect=%2Fsystem%2Fuser/);
  await expect(tab.getByTestId('login-submit')).toBeVisible();
  // The cookie that outlived its token is gone, and signing in leads back to the page.
  expect((await kept.cookies()).some((c) => c.name === copied.name)).toBe(false);
  await signIn(tab, 'wangfang', undefined, '/login?redirect=%2Fsystem%2Fuser');
  await expect(tab).toHaveURL(/\/system\/user$/);
  await kept.close();
});

test('a cross-origin POST is refused even with a valid session', async ({ page, context, playwright, baseURL }) => {
  await signIn(page, 'lina');
  await expect(page).toHaveURL(/\/$/);
  const cookie = (await sessionCookie(context))!;
  const api = await playwright.request.newContext({ baseURL });
  const headers = { cookie: `${cookie.name}=${cookie.value}`, 'content-type': 'application/json' };
  const foreign = await api.post('/api/app/base/app/sys/user/logout', { headers: { ...headers, origin: 'https://evil.example' }, data: '{}' });
  expect(foreign.status()).toBe(403);
  const crossSite = await api.post('/api/app/base/app/sys/user/logout', { headers: { ...headers, 'sec-fetch-site': 'cross-site' }, data: '{}' });
  expect(crossSite.status()).toBe(403);
  // The session survived both attempts.
  expect((await (await api.get('/api/app/base/app/sys/user/queryUserRole', { headers })).json()).code).toBe(0);
  await api.dispose();
});

test('repeated failed logins are answered 429 with a clear message', async ({ page, playwright, baseURL }) => {
  // An account and a client address of this test's own: the demo accounts stay usable for the specs after it.
  const username = `limit_${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const created = await callInPage(page, '/api/app/base/app/sys/user/add', {
    username, realname: '限流测试', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-it',
  });
  expect(created.code).toBe(0);

  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL!, 'x-forwarded-for': '203.0.113.61' } });
  const attempt = (password: string) => api.post('/api/app/base/app/sys/user/login', { form: { username, password } });
  for (let i = 0; i < 5; i += 1) expect((await (await attempt('wrong-password')).json()).msg).toBe('账号或密码错误');
  const blocked = await attempt('wrong-password');
  expect(blocked.status()).toBe(429);
  expect((await blocked.json()).msg).toContain('登录尝试过于频繁');
  // Even the right password waits until the window passes.
  expect((await attempt('Welcome2026')).status()).toBe(429);
  await api.dispose();
});

test('the project workspace opens in its own window with ?token= and the token leaves the address', async ({ page, context, browser }) => {
  await signIn(page, 'lina');
  await expect(page).toHaveURL(/\/$/);
  const token = await tokenOf(context);

  const fresh = await browser.newContext();
  const win = await fresh.newPage();
  await win.goto(`/okrProject?token=${encodeURIComponent(token)}&appkey=fincrm`);
  await expect(win).toHaveURL(/\/okrProject\/overview$/);
  expect(win.url()).not.toContain('token=');
  expect((await fresh.cookies()).some((c) => c.name === 'fincrm_session' && c.httpOnly)).toBe(true);

  const stranger = await browser.newContext();
  const nobody = await stranger.newPage();
  await nobody.goto('/okrProject/overview?token=not-a-real-token');
  await expect(nobody).toHaveURL(/\/login\?redirect=%2FokrProject%2Foverview$/);
  await nobody.goto('/okrProject/overview');
  await expect(nobody).toHaveURL(/\/login\?redirect=/);
  await fresh.close();
  await stranger.close();
});
