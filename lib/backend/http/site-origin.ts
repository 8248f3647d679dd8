import { serverEnv } from '@/lib/config/env';

/**
 * The origin the site's own addresses are built on (a QR code's target): SITE_URL when the
 * deployment sets one; else the origin the browser sent with this call (the gateway lets mutating
 * calls through only from the app's own origin); else the address the call came to.
 */
export function siteOriginOf(req: Request, url: URL): string {
  const configured = serverEnv().SITE_URL;
  if (configured) return new URL(configured).origin;
  const sent = req.headers.get('origin');
  if (sent && /^https?:\/\/[^/\s]+$/i.test(sent)) return new URL(sent).origin;
  return url.origin;
}
