/** The calls of two-step verification, the password policy and 安全设置 (their schemas: ./sign-in-security.ts). */
export const signInSecurityPaths = {
  /** The caller's own two-step verification (个人中心). */
  status: '/api/app/base/app/sys/user/twoFactor/status',
  setupBegin: '/api/app/base/app/sys/user/twoFactor/setup',
  setupConfirm: '/api/app/base/app/sys/user/twoFactor/confirm',
  disable: '/api/app/base/app/sys/user/twoFactor/disable',
  regenerate: '/api/app/base/app/sys/user/twoFactor/recoveryCodes',
  /** An administrator clears another user's authenticator (lost device). */
  adminReset: '/api/app/base/app/sys/user/twoFactor/reset',
  /** The live password rule for the forms. */
  passwordPolicy: '/api/app/base/app/sys/user/passwordPolicy',
  /** 安全设置. */
  settings: '/api/app/base/sys/securitySettings',
  /** The steps of a sign-in after the password; public, carried by the challenge. */
  signInVerify: '/api/app/base/app/sys/user/login/verify',
  signInSetup: '/api/app/base/app/sys/user/login/setup',
  signInSetupConfirm: '/api/app/base/app/sys/user/login/setupConfirm',
  signInPassword: '/api/app/base/app/sys/user/login/password',
} as const;

/** The gateway answers these itself, like the login: a token they yield goes only into the session. */
export const SIGN_IN_STEP_PATHS: readonly string[] = [
  signInSecurityPaths.signInVerify,
  signInSecurityPaths.signInSetup,
  signInSecurityPaths.signInSetupConfirm,
  signInSecurityPaths.signInPassword,
];
