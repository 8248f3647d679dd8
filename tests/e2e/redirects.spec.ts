import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { messageCenterPaths } from '@/lib/contract/message-center';
import { siteAccountPaths } from '@/lib/contract/site-account-paths';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { callInPage } from './support/in-page';
import { SESSION_COOKIE, signIn, tokenOf } from './support/session';

/**
 * Redirect targets that normalise into another host ('/.//host', '/..//host') stay on this site on
 * every way in, and the sign-in redirects keep the browser on the host it used (127.0.0.1 here,
 * where a Location built from the server's own address would send it to localhost).
 */

const loopback = (baseURL: string) => baseURL.replace('://localhost:', '://127.0.0.1:');

async function inOwnContext<T>(browser: Browser, options: Parameters<Browser['newContext']>[0], run: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

test('adopt and the language switch answer with an on-site Location for dot-segment targets', async ({ request }) => {
  const adopt = await request.get('/api/gateway/adopt?appkey=fincrm&next=%2F.%2F%2Fevil.example%2Fphish', { maxRedirects: 0 });
  expect(adopt.status()).toBe(307);
  expect(adopt.headers().location).toBe('/');

  const locale = await request.get('/api/locale?to=en-US&next=/..//evil.example/x', { maxRedirects: 0 });
  expect(locale.status()).toBe(303);
  expect(locale.headers().location).toBe('/index');

  // Once '%2e%2e' is resolved this was '//', and building a URL from it failed with a 500.
  for (const path of ['/api/gateway/adopt?next=%2F.%2F%2Fevil.example%2F%252e%252e', '/api/locale?to=en-US&next=/.//evil.example/%2e%2e', '/api/gateway/union-login?code=x&redirect=/.//evil.example/%2e%2e']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(400);
    expect(res.headers().location, path).toMatch(/^\/(?![/\\])/);
  }
});

test('a one-time code with a dot-segment target signs in and lands on this site', async ({ page, browser, baseURL }) => {
  await signIn(page, 'lina');
  await expect(page).toHaveURL(/\/$/);
  const issued = await callInPage<{ code: string }>(page, siteAccountPaths.userTokenToCode, {});
  expect(issued.code).toBe(0);

  await inOwnContext(browser, {}, async (partner) => {
    await partner.goto(`/unionLogin?code=${encodeURIComponent(issued.data.code)}&redirect=%2F.%2F%2Fevil.example`);
    await expect(partner.getByTestId('user-menu')).toContainText('李娜');
    expect(new URL(partner.url()).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(partner.url()).pathname).toBe('/');
  });
});

test('a business message whose link normalises into another host is refused with a clear message', async ({ page }) => {
  await signIn(page, 'wangfang');
  await expect(page).toHaveURL(/\/$/);
  for (const biz_link of ['/.//evil.example', '/..//evil.example/x']) {
    const sent = await callInPage(page, messageCenterPaths.approvalReminders, { ref_key: ['usr-admin'], message_content: '请尽快审批', biz_link });
    expect(sent).toMatchObject({ code: 400, msg: '链接须为站内路径' });
  }
});

test('opened at 127.0.0.1, the token sign-in and the language switch stay on 127.0.0.1 and keep the session', async ({ page, context, browser, baseURL }) => {
  await signIn(page, 'lina');
  await expect(page).toHaveURL(/\/$/);
  const token = await tokenOf(context);
  const origin = loopback(baseURL!);

  await inOwnContext(browser, { baseURL: origin }, async (win, own) => {
    // The proxy's own redirects are relative too (Next.js writes a same-host Location as a path).
    const toLogin = await own.request.get('/crm/customer', { maxRedirects: 0 });
    expect(toLogin.headers().location).toBe('/login?redirect=%2Fcrm%2Fcustomer');

    await win.goto(`/message/business?token=${encodeURIComponent(token)}`);
    await expect(win).toHaveURL(`${origin}/message/business`);
    await expect(win.getByTestId('user-menu')).toContainText('李娜');
    expect((await own.cookies(origin)).some((c) => c.name === SESSION_COOKIE)).toBe(true);

    await win.goto('/index');
    await win.getByRole('banner').locator('a[hreflang="en-US"]').click();
    await expect(win.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(new URL(win.url()).origin).toBe(origin);
    expect((await own.cookies(origin)).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('en-US');

    // Still signed in on this host.
    await win.goto('/message/business');
    await expect(win).toHaveURL(`${origin}/message/business`);
    await expect(win.getByTestId('user-menu')).toBeVisible();
  });
});

test('an article with unbalanced markup renders inside its own frame without a hydration error', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const saved = await callInPage<{ news_key: string }>(page, messageCenterPaths.newsSave, {
    title: `不闭合的标记 ${Date.now()}`,
    news_category_key: 'news-company',
    priority: 'NORMAL',
    news_content: '<p>开头<b>加粗</p></div></article></main><table><tr><td>单元格',
  });
  expect(saved.code).toBe(0);

  await inOwnContext(browser, {}, async (visitor) => {
    const problems: string[] = [];
    visitor.on('pageerror', (error) => problems.push(error.message));
    visitor.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await visitor.goto(`/article/${saved.data.news_key}`);
    await expect(visitor.locator('main > article table td')).toHaveText('单元格');
    await expect(visitor.locator('main > p a[href="/news"]')).toBeVisible();
    // Hydrated: the client router takes the link (a full load would reset this marker).
    await visitor.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    await visitor.locator('main > p a[href="/news"]').click();
    await expect(visitor).toHaveURL(/\/news$/);
    expect(await visitor.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test('before the login page hydrates, the form cannot be submitted natively', async ({ browser }) => {
  await inOwnContext(browser, { javaScriptEnabled: false }, async (page) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeDisabled();
    await page.locator('#username').fill('lina');
    await page.locator('#password').fill('Fincrm@2026');
    await page.locator('#password').press('Enter');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('password');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
