/** Pages open without a session (docs/public-site.md). Their sub-paths (for example /article/{key}) are public too. */
export const PUBLIC_PATHS = [
  '/login', '/unionLogin', '/register', '/registerResult', '/index', '/partner', '/partnerPay',
  '/solution', '/smartSale', '/about', '/news', '/proxy', '/service', '/forum', '/board', '/info',
  '/article', '/404', '/verify',
] as const;

export const LOGIN_PATH = '/login';

/** Public paths that belong to signing in and registering (built with antd); the rest is the public site. */
const ACCOUNT_PATHS: readonly string[] = ['/login', '/unionLogin', '/register', '/registerResult'];

export function isAccountPath(pathname: string): boolean {
  return ACCOUNT_PATHS.includes(pathname);
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Public paths with sub-pages, one level deep (/article/{key}, /verify/{code}). */
const PATHS_WITH_SUB_PAGES = ['/article', '/verify'] as const;

/** Whether a public path names a page that exists; the rest of the public space is a 404. */
export function isPublicPage(pathname: string): boolean {
  if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return true;
  return PATHS_WITH_SUB_PAGES.some((p) => pathname.startsWith(`${p}/`) && !pathname.slice(p.length + 1).includes('/') && pathname.length > p.length + 1);
}
