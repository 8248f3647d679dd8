import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldRules } from '@/lib/entity/field-rules';
import { translate } from '@/lib/i18n/messages';

/** The message a user would read (zh-CN), or null when the value passes. */
function verdict(rule: z.ZodType, value: unknown): string | null {
  const result = rule.safeParse(value);
  return result.success ? null : translate('zh-CN', result.error.issues[0]!.message);
}

type Case = [rule: keyof typeof fieldRules, valid: unknown[], invalid: [unknown, string][]];

const cases: Case[] = [
  ['mobile', ['13812345678', '14700000000', '18899990000'], [['', '请输入手机号'], ['12812345678', '请输入正确手机号'], ['1381234567', '请输入正确手机号'], ['16812345678', '请输入正确手机号']]],
  ['username', ['abcd', 'user_01', 'A'.repeat(18)], [['', '请输入用户名'], ['ab-cd', '只允许字母、数字、下划线'], ['abc', '用户名长度为4到18位'], ['a'.repeat(19), '用户名长度为4到18位']]],
  ['email', ['', null, 'a@b.cn'], [['a@b', '邮箱格式不正确'], ['not an email', '邮箱格式不正确']]],
  ['requiredEmail', ['x.y@fin.example.com'], [['', '请输入邮箱'], ['x@', '邮箱格式不正确']]],
  ['naturalNumber', ['0', '42'], [['-1', '请输入自然数'], ['01', '请输入自然数'], ['1.5', '请输入自然数']]],
  ['englishLetters', ['Finance'], [['Fin1', '只能输入英文字母'], ['中', '只能输入英文字母']]],
  ['landline', ['020-88886666', '01088886666', '0755-8888666-12'], [['88886666', '请输入正确的座机号码'], ['020-888', '请输入正确的座机号码']]],
  ['bankCard', ['6222021234567890123', '1234567890'], [['0123456789012', '请输入正确的银行卡号'], ['123456789', '请输入正确的银行卡号'], ['123456789012345678901', '请输入正确的银行卡号']]],
  ['idNumber', ['E12345678', 'A'.repeat(50)], [['A'.repeat(51), '证件号码最多50位字母或数字'], ['E-123', '证件号码最多50位字母或数字']]],
  ['chineseIdCard', ['11010519491231002X', '110105491231002'], [['1101051949123100', '请输入正确的身份证号码'], ['11010519491231002Y', '请输入正确的身份证号码']]],
  ['qq', ['10001', '123456789012'], [['1234', '请输入正确的QQ号'], ['0123456', '请输入正确的QQ号'], ['1234567890123', '请输入正确的QQ号']]],
  ['url', ['https://fin.example.com/a?b=1', 'http://x.cn'], [['ftp://x.cn', '请输入以 http 或 https 开头的网址'], ['www.x.cn', '请输入以 http 或 https 开头的网址']]],
  ['lettersDigits20', ['ABC123', 'a'.repeat(20)], [['a'.repeat(21), '最多20位字母或数字'], ['ab_c', '最多20位字母或数字']]],
  ['name2to100', ['张三', 'Li Na', '华信 Finance'], [['张', '请输入2到100位中英文字母或空格'], ['张三3', '请输入2到100位中英文字母或空格']]],
  ['digitsAndBreaks', ['123\n456', ''], [['12a', '只能输入数字和换行']]],
  ['max255', ['x'.repeat(255)], [['x'.repeat(256), '最大长度255位字符']]],
  ['approvalPhone', ['12012345678', '19912345678'], [['', '手机号码不能为空'], ['11012345678', '请输入正确格式的手机号码'], ['1201234567', '请输入正确格式的手机号码']]],
  ['account', ['1234567890123456', '12345678901234567', '1234567890123456789'], [['', '请输入账号'], ['0234567890123456', '请输入16、17或19位账号，首位不能为0'], ['123456789012345678', '请输入16、17或19位账号，首位不能为0']]],
  ['workPerson', ['usr-1'], [['', '请选择做单人']]],
  ['negotiators', ['张三', '张三；李四；王五'], [['张三；李四；王五；赵六', '洽谈人不能超过3个']]],
  ['atLeastOneUser', [['usr-1']], [[[], '请选择最少一个用户']]],
];

describe('shared field rules', () => {
  for (const [name, valid, invalid] of cases) {
    it(name, () => {
      const rule = (fieldRules[name] as () => z.ZodType)();
      for (const value of valid) expect(verdict(rule, value), `${name} accepts ${JSON.stringify(value)}`).toBeNull();
      for (const [value, message] of invalid) expect(verdict(rule, value), `${name} refuses ${JSON.stringify(value)}`).toBe(message);
    });
  }

  it('generic lengths and checkbox counts name the number in their message', () => {
    const length = fieldRules.length({ min: 2, max: 5, required: true });
    expect(verdict(length, '')).toBe('此项为必填项');
    expect(verdict(length, 'a')).toBe('最小长度2位字符');
    expect(verdict(length, 'abcdef')).toBe('最大长度5位字符');
    expect(verdict(length, 'abc')).toBeNull();
    const boxes = fieldRules.checkboxCount({ min: 1, max: 2 });
    expect(verdict(boxes, [])).toBe('最少选择1项');
    expect(verdict(boxes, ['a', 'b', 'c'])).toBe('最多选择2项');
    expect(verdict(boxes, ['a'])).toBeNull();
  });

  it('has every message in English too', () => {
    expect(translate('en-US', 'rules.atLeastOneUser')).toBe('Please select at least one user');
  });
});
