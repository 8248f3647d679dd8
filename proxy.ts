import { NextResponse, type NextRequest } from 'next/server';
import { ADOPT_PATH } from '@/lib/gateway/adopt-path';
import { answerGatewayCall } from '@/lib/gateway/gateway-call';
import { gatewayCallPlace, isGatewayPath, tooLargeAnswer } from '@/lib/gateway/proxy-answered-call';
import { isSignedIn, readSessionCookie, SESSION_COOKIE } from '@/lib/gateway/session';
import { unionLoginExchangeUrl } from '@/lib/gateway/union-login-path';
import { LOCALE_COOKIE, localeOrDefault, type Locale } from '@/lib/i18n/locales';
import { isAccountPath, isPublicPage, isPublicPath, LOGIN_PATH } from '@/lib/navigation/public-paths';
import { isKnownBackOfficePath } from '@/lib/navigation/product-menu';
import { isHandlerPath, isWellEncodedPath, malformedHandlerPathAnswer } from '@/lib/navigation/path-encoding';
import { loginUrlFor } from '@/lib/navigation/safe-redirect';
import { REQUEST_PATH_HEADER } from '@/lib/navigation/request-path';
import { siteRoutePath } from '@/lib/public-site/site-route';

const NOT_FOUND_PATH = '/404';

/** The language the visitor chose (its cookie), or the default. */
function visitorLocale(req: NextRequest): Locale {
  return localeOrDefault(req.cookies.get(LOCALE_COOKIE)?.value);
}

function pathHeaders(req: NextRequest): Headers {
  const headers = new Headers(req.headers);
  headers.set(REQUEST_PATH_HEADER, `${req.nextUrl.pathname}${req.nextUrl.search}`);
  return headers;
}

function passThrough(req: NextRequest): NextResponse {
  return NextResponse.next({ request: { headers: pathHeaders(req) } });
}

/** A public site page, rendered in the visitor's language (see lib/public-site/site-route.ts). */
function sitePage(req: NextRequest, pathname: string): NextResponse {
  const target = new URL(siteRoutePath(visitorLocale(req), pathname, req.nextUrl.searchParams), req.nextUrl);
  target.search = req.nextUrl.search;
  return NextResponse.rewrite(target, { request: { headers: pathHeaders(req) } });
}

function notFoundPage(req: NextRequest): NextResponse {
  return sitePage(req, NOT_FOUND_PATH);
}

/**
 * Answers most API calls through the gateway (lib/gateway/proxy-answered-call.ts). For pages it is
 * the first filter only: the gateway, the server layouts and the embedded backend check the
 * session again themselves. Its redirects are built on req.nextUrl, whose host is the server's own
 * (localhost under `next start`), but Next.js sends a same-host redirect from the proxy as a
 * relative Location, so the browser stays on the host it used (e2e redirects.spec.ts checks it).
 */
export async function proxy(req: NextRequest): Promise<Response> {
  const url = req.nextUrl;
  const { pathname } = url;

  // Next answers a route parameter it cannot decode ('%ff%fe') with a bare 500: a 400 or a 404 here instead.
  if (!isWellEncodedPath(pathname)) {
    return malformedHandlerPathAnswer(pathname, visitorLocale(req)) ?? notFoundPage(req);
  }
  if (isGatewayPath(pathname)) {
    const place = gatewayCallPlace(req);
    if (place === 'proxy') return answerGatewayCall(req);
    if (place === 'too-large') return tooLargeAnswer(visitorLocale(req));
  }
  // Other API calls and uploaded files come here only for that check (see config.matcher).
  if (isHandlerPath(pathname)) return NextResponse.next();

  // ?token= / ?appkey= are taken into the session by the server and removed from the address.
  if (url.searchParams.has('token') || url.searchParams.has('appkey')) {
    const clean = new URL(url);
    clean.searchParams.delete('token');
    clean.searchParams.delete('appkey');
    const adopt = new URL(ADOPT_PATH, url);
    for (const name of ['token', 'appkey']) {
      const value = url.searchParams.get(name);
      if (value) adopt.searchParams.set(name, value);
    }
    adopt.searchParams.set('next', `${clean.pathname}${clean.search}`);
    return NextResponse.redirect(adopt);
  }

  // A partner system's one-time code is exchanged for a session by the server first.
  const exchange = unionLoginExchangeUrl(url);
  if (exchange) return NextResponse.redirect(exchange);

  // Unknown paths show the 404 page (its status, title and the site frame), signed in or not, at their own address.
  if (isPublicPath(pathname) && !isAccountPath(pathname)) return isPublicPage(pathname) ? sitePage(req, pathname) : notFoundPage(req);
  if (!isPublicPath(pathname) && !isKnownBackOfficePath(pathname)) return notFoundPage(req);

  const signedIn = isSignedIn(await readSessionCookie(req.cookies.get(SESSION_COOKIE)?.value));
  if (pathname === LOGIN_PATH && signedIn) return NextResponse.redirect(new URL('/', url));
  if (isPublicPath(pathname)) return passThrough(req);
  if (!signedIn) return NextResponse.redirect(new URL(loginUrlFor(`${pathname}${url.search}`), url));
  return passThrough(req);
}

export const config = {
  matcher: [
    // Pages, except Next assets, uploaded files, QR codes' counting addresses (/q/) and files with an extension.
    '/((?!api/|_next/|files/|q/|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.[A-Za-z0-9]{2,5}$).*)',
    // API and file paths with a percent sign, to have their encoding checked.
    '/((?:api|files|q)/.*%.*)',
    // Gateway calls, answered here, except uploads and bodies of unknown length (lib/gateway/proxy-answered-call.ts).
    // The /api routes of their own do not come in at all: a path these prefixes leave out reaches the gateway's route handler.
    {
      source: '/api/((?!gateway/|locale|openapi).*)',
      missing: [
        { type: 'header', key: 'content-type', value: '(?:[Mm][Uu][Ll][Tt][Ii][Pp][Aa][Rr][Tt])/.*' },
        { type: 'header', key: 'transfer-encoding' },
      ],
    },
  ],
};
