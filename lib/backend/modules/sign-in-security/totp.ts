import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as RFC 6238 defines it with the parameters every authenticator app understands: SHA1,
 * 6 digits, 30-second steps. A code of the step before or after the server's counts, for clocks
 * a little apart; which step matched is answered so the caller can refuse it a second time.
 */
export const TOTP_PERIOD_SECONDS = 30;
const WINDOW = 1;

function totp(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 for the app and the manual entry. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  return totp(secretBase32, account, issuer).toString();
}

/** The step a time falls in. */
export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The step whose code `code` is, within one step of `timeMs`; null when it matches none. */
export function matchingStep(secretBase32: string, code: string, timeMs = Date.now()): number | null {
  const delta = totp(secretBase32).validate({ token: code, timestamp: timeMs, window: WINDOW });
  return delta === null ? null : stepAt(timeMs) + delta;
}

/** The code of a time (tests and the demo). */
export function totpCodeAt(secretBase32: string, timeMs = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: timeMs });
}
