import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, PASSWORD_CLASSES, classSetKey, passwordProblem, policyPassword, type PasswordClass } from '@/lib/contract/password-policy';
import { translate } from '@/lib/i18n/messages';

const zh = (message: string | null) => (message === null ? null : translate('zh-CN', message));
const en = (message: string | null) => (message === null ? null : translate('en-US', message));

describe('password policy', () => {
  it('by default is the rule before it: 8 characters, two kinds (the demo password passes)', () => {
    expect(passwordProblem('Fincrm2026', DEFAULT_PASSWORD_POLICY)).toBeNull();
    expect(passwordProblem('abc12345', DEFAULT_PASSWORD_POLICY)).toBeNull();
    expect(zh(passwordProblem('abc1234', DEFAULT_PASSWORD_POLICY))).toBe('密码至少需要 8 位');
    expect(en(passwordProblem('abc1234', DEFAULT_PASSWORD_POLICY))).toBe('The password needs at least 8 characters');
  });

  it('names the classes still missing, in the user’s language', () => {
    const policy = { ...DEFAULT_PASSWORD_POLICY, min_length: 10, classes: 3 };
    expect(zh(passwordProblem('abcdefghij', policy))).toBe('密码须包含大写字母、小写字母、数字、符号中的至少 3 类，还需加入大写字母、数字或符号中的 2 类');
    expect(zh(passwordProblem('abcdefgh12', policy))).toBe('密码须包含大写字母、小写字母、数字、符号中的至少 3 类，还需加入大写字母或符号中的 1 类');
    expect(en(passwordProblem('abcdefgh12', policy))).toContain('add 1 more of: upper-case letters or symbols');
    expect(passwordProblem('abcdefgh1!', policy)).toBeNull();
    expect(passwordProblem('Abcdefgh12', policy)).toBeNull();
    expect(zh(passwordProblem('Ab1!', policy))).toBe('密码至少需要 10 位');
  });

  it('counts non-Latin letters and symbols by their Unicode class', () => {
    const four = { ...DEFAULT_PASSWORD_POLICY, classes: 4 };
    expect(passwordProblem('Ωmega-2026', four)).toBeNull();
    // Chinese characters are letters of no case: they count toward the length, not a class.
    expect(passwordProblem('密码密码密码12', DEFAULT_PASSWORD_POLICY)).not.toBeNull();
  });

  it('has every set of classes named in both languages', () => {
    const sets: PasswordClass[][] = [];
    for (let mask = 1; mask < 16; mask += 1) sets.push(PASSWORD_CLASSES.filter((_, i) => mask & (1 << i)));
    for (const set of sets) {
      for (const locale of ['zh-CN', 'en-US'] as const) expect(translate(locale, classSetKey(set))).not.toBe(classSetKey(set));
    }
  });

  it('works as a zod rule for the forms and the server', () => {
    const schema = policyPassword({ ...DEFAULT_PASSWORD_POLICY, min_length: 12 });
    const result = schema.safeParse('short1A');
    expect(result.success).toBe(false);
    expect(zh(result.error!.issues[0]!.message)).toBe('密码至少需要 12 位');
    expect(schema.safeParse('long-enough-1').success).toBe(true);
  });
});
