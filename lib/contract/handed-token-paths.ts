/**
 * Calls another system makes with a user's token it hands in the form (docs/security.md, tokens for
 * other applications): they sign their caller in by that token, never by a session's. Their 401
 * says the handed token is dead, not the session of whoever passed the call on, so the gateway
 * keeps that session; every such call is declared with one of these paths.
 */
export const handedTokenPaths = {
  /** A fresh token of the calling app for a valid user token. */
  exchange: '/api/app/base/app/sys/user/userTokenToUserToken',
  /** The same for a partner (customer-side) account's token. */
  customerExchange: '/api/app/base/app/sys/user/customerTokenToUserToken',
  /** The BPM app key a target application is served under. */
  replaceBpmAppKey: '/api/app/base/app/sys/user/replaceBpmAppKey',
  /** A token of the same user for a target application. */
  replaceToken: '/api/app/base/app/sys/user/replaceToken',
} as const;

export type HandedTokenPath = (typeof handedTokenPaths)[keyof typeof handedTokenPaths];

const paths: ReadonlySet<string> = new Set(Object.values(handedTokenPaths));

export function isHandedTokenPath(pathname: string): boolean {
  return paths.has(pathname);
}
