import { describe, expect, it } from 'vitest';
import { issueFor } from '@/lib/client/schema-rule';
import { partnerRegistrationSchema } from '@/lib/contract/partner-registration';
import { translate } from '@/lib/i18n/messages';

const valid = {
  company_name: '鼎信财富管理有限公司',
  contact_name: '周立',
  mobile: '13912345678',
  username: 'dingxin_01',
  password: 'Partner2026',
  confirm_password: 'Partner2026',
  email: 'zhouli@example.com',
};

/** The message the form shows for one field, in Chinese. */
function issue(change: Record<string, unknown>, field: string): string | undefined {
  const key = issueFor(partnerRegistrationSchema.safeParse({ ...valid, ...change }), field);
  return key === undefined ? undefined : translate('zh-CN', key);
}

describe('partnerRegistrationSchema', () => {
  it('accepts a complete registration, and one without e-mail', () => {
    expect(partnerRegistrationSchema.safeParse(valid).success).toBe(true);
    const parsed = partnerRegistrationSchema.parse({ ...valid, email: '', company_name: '  鼎信财富  ' });
    expect(parsed.email).toBeNull();
    expect(parsed.company_name).toBe('鼎信财富');
    expect(partnerRegistrationSchema.safeParse({ ...valid, email: undefined }).success).toBe(true);
  });

  it.each(['abcd', 'a_b_c_d', 'ABC123', 'x'.repeat(18)])('accepts the username %s', (username) => {
    expect(issue({ username }, 'username')).toBeUndefined();
  });

  it.each([
    ['abc', '用户名长度为4到18位'],
    ['x'.repeat(19), '用户名长度为4到18位'],
    ['bad-name', '只允许字母、数字、下划线'],
    ['张三丰你好', '只允许字母、数字、下划线'],
    ['', '请输入用户名'],
  ])('refuses the username %j with %s', (username, message) => {
    expect(issue({ username }, 'username')).toBe(message);
  });

  it.each([
    ['12345678901', '请输入正确手机号'],
    ['1391234567', '请输入正确手机号'],
    ['16912345678', '请输入正确手机号'],
    ['', '请输入手机号'],
  ])('refuses the mobile %j with %s', (mobile, message) => {
    expect(issue({ mobile }, 'mobile')).toBe(message);
  });

  it('refuses an e-mail of the wrong form with 邮箱格式不正确', () => {
    expect(issue({ email: 'zhouli@' }, 'email')).toBe('邮箱格式不正确');
    expect(issue({ email: 'a b@example.com' }, 'email')).toBe('邮箱格式不正确');
  });

  it('asks for company and contact, and refuses overlong ones', () => {
    expect(issue({ company_name: '   ' }, 'company_name')).toBe('请输入公司名称');
    expect(issue({ company_name: '公'.repeat(101) }, 'company_name')).toBe('公司名称不能超过100个字符');
    expect(issue({ contact_name: undefined }, 'contact_name')).toBe('请输入联系人姓名');
  });

  it('wants a password of at most 64, confirmed exactly; length and classes are the password policy’s', () => {
    expect(issue({ password: 'Pa1', confirm_password: 'Pa1' }, 'password')).toBeUndefined();
    expect(issue({ password: `a1${'x'.repeat(63)}` }, 'password')).toBe('密码不能超过64位');
    expect(issue({ confirm_password: 'Partner2027' }, 'confirm_password')).toBe('两次输入的密码不一致');
    expect(issue({ confirm_password: '' }, 'confirm_password')).toBe('请再次输入密码');
    // A password still being typed is reported on its own field, not as a mismatch.
    expect(issue({ password: `a1${'x'.repeat(63)}` }, 'confirm_password')).toBeUndefined();
  });

  it('has every message in both languages', () => {
    const keys = ['companyRequired', 'companyTooLong', 'contactRequired', 'contactTooLong', 'passwordRequired', 'passwordTooLong', 'confirmRequired', 'passwordMismatch'];
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const key of keys) expect(translate(locale, `siteAccounts.rules.${key}`)).not.toBe(`siteAccounts.rules.${key}`);
    }
  });
});
