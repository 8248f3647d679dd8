import { expect, test } from './support/test';
import { PUBLIC_PATHS } from '../../lib/navigation/public-paths';
import { signIn } from './support/session';

test.describe('pages without a session', () => {
  test('a protected page redirects to login with the wanted path and query', async ({ page }) => {
    await page.goto('/crm/customer?status=1&q=%E4%B8%AD');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe('/crm/customer?status=1&q=%E4%B8%AD');
  });

  test('the public pages that exist open without a session', async ({ request }) => {
    for (const path of ['/login', '/index']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
    }
    // Every other public path is never sent to login (it is a page of the public site, or 404 until built).
    for (const path of PUBLIC_PATHS) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.headers().location ?? '', path).not.toContain('/login?redirect');
    }
  });

  test('unknown paths answer 404 with the 404 page, and so does /404', async ({ request, page }) => {
    for (const path of ['/no/such/page', '/crm/customer/extra/deep', '/404']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(/金融版CRM/);
  });

  test('a request that claims to be a middleware subrequest is still refused', async ({ request }) => {
    const headers = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
    const pageRes = await request.get('/system/user', { headers, maxRedirects: 0 });
    expect([302, 307, 308]).toContain(pageRes.status());
    expect(pageRes.headers().location).toContain('/login');
    const apiRes = await request.get('/api/app/base/app/sys/user/list', { headers });
    expect((await apiRes.json()).code).toBe(401);
    const directProxyBypass = await request.get('/api/app/base/app/sys/depart/queryTreeList', { headers: { ...headers, token: 'forged', empKey: 'usr-admin' } });
    expect((await directProxyBypass.json()).code).toBe(401);
  });
});

test.describe('API calls', () => {
  test('a body over the size the gateway reads in the proxy is refused with a clear message, not passed on cut', async ({ request, baseURL }) => {
    const res = await request.post('/api/crm/customer/add', {
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      data: JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024 + 1) }),
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413, msg: '请求内容过大' });
  });
});

test.describe('pages with a session', () => {
  test('login with a redirect lands on the wanted page; /login then goes to /', async ({ page }) => {
    await signIn(page, 'admin', undefined, '/login?redirect=%2Fsystem%2Fuser%3Ftab%3D2');
    await expect(page).toHaveURL(/\/system\/user\?tab=2$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    const unknown = await page.goto('/no/such/page');
    expect(unknown?.status()).toBe(404);
  });

  for (const payload of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%2F%2Fevil.example']) {
    test(`an open-redirect payload ${payload} stays on site`, async ({ page, baseURL }) => {
      await signIn(page, 'lina', undefined, `/login?redirect=${encodeURIComponent(payload)}`);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }
});
