import { describe, expect, it } from 'vitest';
import { matchingStep, newTotpSecret, otpauthUri, stepAt, totpCodeAt } from '@/lib/backend/modules/sign-in-security/totp';

// RFC 6238, appendix B: the SHA1 key "12345678901234567890" (base32 below), 8-digit codes whose last six are ours.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238, SHA1, 6 digits, 30 s)', () => {
  it('gives the RFC test vectors', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(totpCodeAt(RFC_SECRET, 20_000_000_000_000)).toBe('353130');
  });

  it('accepts the step before and after the server’s, not two away, and says which step matched', () => {
    const now = 1_700_000_015_000;
    const step = stepAt(now);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 60_000), now)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth address apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, 'lina', '金融版CRM'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('金融版CRM');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('lina');
  });
});
