import { randomInt } from 'node:crypto';
import { VERIFY_CODE_ALPHABET, VERIFY_CODE_LENGTH } from '@/lib/contract/workflow-print';

/** A new random code (crypto-grade): 23^9 ≈ 1.8 × 10^12 codes, so guessing one under the rate limit is hopeless. */
export function newVerifyCode(): string {
  let code = '';
  for (let i = 0; i < VERIFY_CODE_LENGTH; i += 1) code += VERIFY_CODE_ALPHABET[randomInt(VERIFY_CODE_ALPHABET.length)];
  return code;
}
