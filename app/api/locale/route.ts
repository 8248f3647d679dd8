import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/i18n/locale-switch';
import { isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';
import { redirectOnSite } from '@/lib/navigation/site-redirect-response';

/**
 * The public site's language links. Only a display preference changes, so a plain link (GET)
 * is fine; the way back stays on this site.
 */
export function GET(req: NextRequest): NextResponse {
  const to = req.nextUrl.searchParams.get('to');
  const back = safeRedirectPath(req.nextUrl.searchParams.get('next'), '/index');
  const res = redirectOnSite(back, 303);
  if (isLocale(to)) {
    res.cookies.set(LOCALE_COOKIE, to, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', httpOnly: false });
  }
  res.headers.set('cache-control', 'no-store');
  return res;
}
