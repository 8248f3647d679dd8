import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for this secret, `stepsAhead` steps from now (each code is accepted once). */
export function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Six digits no code of the window around now is. */
export function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((ahead) => codeFor(secret, ahead)));
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !near.has(code))!;
}
