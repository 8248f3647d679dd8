/**
 * Walks a browser's part of a sign-in at the test provider with plain fetch: follows its
 * redirects by hand, keeps its cookies, fills its development sign-in form, and stops at the
 * first address outside the provider (our callback), which it answers.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const providerOrigin = new URL(authorizationUrl).origin;
  let next: { url: URL; init?: RequestInit } = { url: new URL(authorizationUrl) };
  for (let hop = 0; hop < 12; hop += 1) {
    if (next.url.origin !== providerOrigin) return next.url;
    const headers = new Headers(next.init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(next.url, { ...next.init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      next = { url: new URL(location, next.url) };
      continue;
    }
    const page = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action || !page.includes('name="login"')) throw new Error(`the provider answered ${res.status} without a sign-in form: ${page.slice(0, 300)}`);
    next = {
      url: new URL(action.replace(/&amp;/g, '&'), next.url),
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString() },
    };
  }
  throw new Error('too many redirects at the provider');
}
