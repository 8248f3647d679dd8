const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isMutating(method: string): boolean {
  return MUTATING.has(method.toUpperCase());
}

/** The origins this app answers on: APP_ORIGIN when configured, else the request's own. */
export function expectedOrigins(req: Request, appOrigin?: string): string[] {
  if (appOrigin) return [new URL(appOrigin).origin];
  const own = new URL(req.url).origin;
  const host = req.headers.get('host');
  const origins = new Set([own]);
  if (host) origins.add(`${new URL(req.url).protocol}//${host}`);
  return [...origins];
}

/**
 * Refuses cross-site writes (CSRF): a mutating request must name this app's origin in Origin,
 * or carry Sec-Fetch-Site: same-origin. A request with neither is refused too.
 */
export function isSameOriginWrite(req: Request, appOrigin?: string): boolean {
  if (!isMutating(req.method)) return true;
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = req.headers.get('origin');
  if (origin) return expectedOrigins(req, appOrigin).includes(origin);
  return site === 'same-origin';
}
