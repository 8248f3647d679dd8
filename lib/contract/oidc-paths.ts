/** The calls of company sign-in through an OpenID Connect provider (their schemas: ./oidc-sign-in.ts). */
const BASE = '/api/app/base/app/sys/signIn/oidc';
export const oidcPaths = {
  settings: `${BASE}/settings`,
  save: `${BASE}/save`,
  test: `${BASE}/test`,
  authorize: `${BASE}/authorize`,
  complete: `${BASE}/complete`,
  /** The signed-in user's own link to their provider identity (个人中心): whether one is kept, start one, remove it. */
  linkState: `${BASE}/link`,
  linkAuthorize: `${BASE}/link/authorize`,
  unlink: `${BASE}/link/remove`,
  /** An administrator links a colleague to the provider's subject, or removes the link (用户管理). */
  linkUserState: `${BASE}/link/user/state`,
  linkUser: `${BASE}/link/user`,
  unlinkUser: `${BASE}/link/user/remove`,
} as const;
