import { NextResponse } from 'next/server';
import { onSiteLocation } from './safe-redirect';

/**
 * A redirect to a path on this site with a relative Location header. Route handlers see req.url
 * with the server's own host (localhost under `next start`), not the one the browser used, so an
 * absolute address built from it would send a visitor of 127.0.0.1 or of a reverse proxy to
 * localhost, where the cookie just set does not exist. A relative Location keeps the browser on
 * whatever origin it is on.
 */
export function redirectOnSite(path: string, status: 303 | 307 = 307): NextResponse {
  return new NextResponse(null, { status, headers: { location: onSiteLocation(path) } });
}
