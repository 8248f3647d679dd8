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
 * Refuses cross-site calls (CSRF). Any call a browser marks as coming from another site is
 * refused, reads included, since a few calls change data on GET (docs/security.md, "CSRF"). A
 * mutating request must also name this app's origin in Origin, or carry Sec-Fetch-Site:
 * same-origin; one with neither is refused.
 */
export function isSameOriginWrite(req: Request, appOrigin?: string): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return false;
  if (!isMutating(req.method)) return true;
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.get('origin');
  if (origin) return expectedOrigins(req, appOrigin).includes(origin);
  return site === 'same-origin';
}
