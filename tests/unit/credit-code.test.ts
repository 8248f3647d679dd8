import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, isUnifiedSocialCreditCode } from '@/lib/entity/credit-code';
import { defineEntity } from '@/lib/entity/types';
import { recordInputSchema } from '@/lib/entity/zod-schema';

/** The standard's rule written the other way round: weight i is 3^i mod 31, check = (31 - sum mod 31) mod 31. */
function expectedCheck(first17: string): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let sum = 0;
  let weight = 1;
  for (const ch of first17) {
    sum += alphabet.indexOf(ch) * weight;
    weight = (weight * 3) % 31;
  }
  return alphabet[(31 - (sum % 31)) % 31]!;
}

const BODIES = ['91110000802100433', '91440300708461136', '91310000MA1FL4T78', '12100000400000624', '93350100MA2XY0T1N'];

describe('unified social credit code', () => {
  it('computes the check character of the standard, 0 where the sum is a multiple of 31', () => {
    for (const body of BODIES) expect(creditCodeCheckCharacter(body), body).toBe(expectedCheck(body));
    expect(creditCodeCheckCharacter('9111000080210043I')).toBeNull();
  });

  it('accepts codes whose check character is right', () => {
    for (const body of BODIES) expect(isUnifiedSocialCreditCode(body + expectedCheck(body)), body).toBe(true);
  });

  it('refuses a wrong check character, a wrong length, lower case and letters outside the alphabet', () => {
    const good = BODIES[0]! + expectedCheck(BODIES[0]!);
    const wrong = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    expect(isUnifiedSocialCreditCode(wrong)).toBe(false);
    expect(isUnifiedSocialCreditCode(good.slice(0, 17))).toBe(false);
    expect(isUnifiedSocialCreditCode(`${good}0`)).toBe(false);
    const lettered = BODIES[2]! + expectedCheck(BODIES[2]!);
    expect(isUnifiedSocialCreditCode(lettered.toLowerCase())).toBe(false);
    expect(isUnifiedSocialCreditCode('9111000080210043IB')).toBe(false);
    expect(isUnifiedSocialCreditCode('91110000A02100433B')).toBe(false);
    expect(isUnifiedSocialCreditCode('')).toBe(false);
  });
});

describe('a declared check on a text field', () => {
  const entity = defineEntity({
    name: 'checked', table: 't_checked', key: 'checked_key', label: 'x', apiBase: '/api/x', scope: 'none', rights: { read: 'x' }, titleField: 'name',
    fields: {
      name: { type: 'text', label: 'x', required: true },
      credit_code: { type: 'text', label: 'x', max: 18, check: 'creditCode' },
      account: { type: 'text', label: 'x', check: 'account' },
    },
  });
  const schema = recordInputSchema(entity);
  const body = BODIES[2]!;
  const code = body + expectedCheck(body);

  it('stores a typed lower-case code in upper case and refuses a wrong one with the rule message', () => {
    const parsed = schema.safeParse({ name: 'a', credit_code: code.toLowerCase() });
    expect(parsed.success && parsed.data.credit_code).toBe(code);
    const wrong = schema.safeParse({ name: 'a', credit_code: `${body}${code[17] === '0' ? '1' : '0'}` });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('rules.creditCodeInvalid');
  });

  it('leaves an empty optional value alone and checks an account by its pattern', () => {
    expect(schema.safeParse({ name: 'a', credit_code: '' }).success).toBe(true);
    expect(schema.safeParse({ name: 'a', account: '6222021234567890' }).success).toBe(true);
    expect(schema.safeParse({ name: 'a', account: '0222021234567890' }).error?.issues[0]?.message).toBe('rules.accountInvalid');
  });
});
