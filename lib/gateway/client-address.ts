/**
 * The caller's address for rate limiting. The Node server fills X-Forwarded-For from the socket
 * when no proxy set it; behind a reverse proxy that header must be overwritten by the proxy.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first || req.headers.get('x-real-ip') || 'unknown';
}
