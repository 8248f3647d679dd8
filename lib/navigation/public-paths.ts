/** Pages open without a session (spec-1 §2.1). Their sub-paths (for example /article/{key}) are public too. */
export const PUBLIC_PATHS = [
  '/login', '/unionLogin', '/register', '/registerResult', '/index', '/partner', '/partnerPay',
  '/solution', '/smartSale', '/about', '/news', '/proxy', '/service', '/forum', '/board', '/info',
  '/article', '/404',
] as const;

export const LOGIN_PATH = '/login';

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
