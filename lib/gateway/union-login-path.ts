/** The partner sign-in page and the gateway route that exchanges its code. */
export const UNION_LOGIN_PATH = '/unionLogin';
export const UNION_LOGIN_EXCHANGE_PATH = '/api/gateway/union-login';

/** Why /unionLogin shows a message instead of signing in; the exchange route sends it there with one. */
export const UNION_LOGIN_FAILURES = ['missing', 'invalid', 'limited', 'unavailable'] as const;
export type UnionLoginFailure = (typeof UNION_LOGIN_FAILURES)[number];

/**
 * /unionLogin?code=… goes to the exchange route first (a page cannot set the session cookie);
 * null for any other address.
 */
export function unionLoginExchangeUrl(url: URL): URL | null {
  if (url.pathname !== UNION_LOGIN_PATH || !url.searchParams.get('code')) return null;
  const exchange = new URL(UNION_LOGIN_EXCHANGE_PATH, url);
  exchange.searchParams.set('code', url.searchParams.get('code')!);
  const redirect = url.searchParams.get('redirect');
  if (redirect) exchange.searchParams.set('redirect', redirect);
  return exchange;
}

/** The page address that explains a failed exchange and still knows where the user wanted to go. */
export function unionLoginFailureUrl(failure: UnionLoginFailure, redirect: string): string {
  const params = new URLSearchParams({ failed: failure });
  if (redirect !== '/') params.set('redirect', redirect);
  return `${UNION_LOGIN_PATH}?${params.toString()}`;
}
