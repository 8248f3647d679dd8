import { describe, expect, it } from 'vitest';
import { isAvatarImage } from '@/components/person/avatar-types';
import { issueFor } from '@/lib/client/schema-rule';
import { dashboardOverviewSchema } from '@/lib/contract/dashboard';
import { changePasswordSchema, MOBILE_PATTERN, profileSchema } from '@/lib/contract/profile-schemas';
import { translate } from '@/lib/i18n/messages';

const validProfile = {
  realname: '王芳',
  phone: '13800000004',
  email: 'wangfang@example.com',
  sex: 2,
  birthday: '1990-05-12',
  avatar: '/files/0b6c1a.png',
};

function profileIssue(change: Record<string, unknown>, field: string): string | undefined {
  return issueFor(profileSchema.safeParse({ ...validProfile, ...change }), field);
}

const validPassword = { oldpassword: 'Fincrm@2026', password: 'newPass2026', confirmpassword: 'newPass2026' };

function passwordIssue(change: Record<string, unknown>, field: string): string | undefined {
  return issueFor(changePasswordSchema.safeParse({ ...validPassword, ...change }), field);
}

describe('profileSchema', () => {
  it('accepts a complete profile and one with only the required fields', () => {
    expect(profileSchema.safeParse(validProfile).success).toBe(true);
    expect(profileSchema.safeParse({ realname: '李娜', phone: '15912345678', sex: 1 }).success).toBe(true);
    expect(profileSchema.safeParse({ ...validProfile, email: null, birthday: null, avatar: null }).success).toBe(true);
    expect(profileSchema.safeParse({ ...validProfile, email: '', birthday: '', avatar: '' }).success).toBe(true);
  });

  it.each(['13800000000', '14700000000', '15000000000', '17700000000', '18912345678', ' 13800000004 '])('accepts the mobile %s', (phone) => {
    expect(profileIssue({ phone }, 'phone')).toBeUndefined();
  });

  it.each([
    ['12800000000', 'second digit 2'],
    ['16800000000', 'second digit 6'],
    ['19800000000', 'second digit 9'],
    ['23800000000', 'not starting with 1'],
    ['1380000000', '10 digits'],
    ['138000000000', '12 digits'],
    ['1380000000a', 'a letter'],
    ['+8613800000000', 'a country code'],
  ])('refuses the mobile %s (%s) with 请输入正确手机号', (phone) => {
    expect(profileIssue({ phone }, 'phone')).toBe('profile.phoneInvalid');
    expect(translate('zh-CN', 'profile.phoneInvalid')).toBe('请输入正确手机号');
  });

  it('requires the mobile', () => {
    expect(profileIssue({ phone: '' }, 'phone')).toBe('profile.phoneRequired');
    expect(profileIssue({ phone: undefined }, 'phone')).toBe('profile.phoneRequired');
    expect(MOBILE_PATTERN.test('13800000004')).toBe(true);
  });

  it('checks the optional e-mail with 邮箱格式不正确', () => {
    expect(profileIssue({ email: 'a.b@example.com.cn' }, 'email')).toBeUndefined();
    for (const email of ['wangfang', 'wangfang@', '@example.com', 'wang fang@example.com', 'a@b']) {
      expect(profileIssue({ email }, 'email')).toBe('profile.emailInvalid');
    }
    expect(translate('zh-CN', 'profile.emailInvalid')).toBe('邮箱格式不正确');
    expect(profileIssue({ email: `${'a'.repeat(120)}@example.com` }, 'email')).toBe('profile.emailTooLong');
  });

  it('requires a name of at most 64 characters', () => {
    expect(profileIssue({ realname: '   ' }, 'realname')).toBe('profile.realnameRequired');
    expect(profileIssue({ realname: '王'.repeat(65) }, 'realname')).toBe('profile.realnameTooLong');
    expect(profileSchema.parse({ ...validProfile, realname: '  王芳 ' }).realname).toBe('王芳');
  });

  it('takes sex 1 or 2 only', () => {
    expect(profileIssue({ sex: 1 }, 'sex')).toBeUndefined();
    expect(profileIssue({ sex: 0 }, 'sex')).toBe('profile.sexRequired');
    expect(profileIssue({ sex: '1' }, 'sex')).toBe('profile.sexRequired');
    expect(profileIssue({ sex: undefined }, 'sex')).toBe('profile.sexRequired');
  });

  it('takes a real past birthday as YYYY-MM-DD', () => {
    expect(profileIssue({ birthday: '2000-02-29' }, 'birthday')).toBeUndefined();
    for (const birthday of ['1990/05/12', '1990-5-12', '2023-02-29', '1990-13-01', '1899-12-31', '2999-01-01']) {
      expect(profileIssue({ birthday }, 'birthday')).toBe('profile.birthdayInvalid');
    }
  });

  it('takes an avatar on this site or an http(s) address, nothing else', () => {
    expect(profileIssue({ avatar: 'https://cdn.example.com/a.png' }, 'avatar')).toBeUndefined();
    for (const avatar of ['javascript:alert(1)', '//evil.example/a.png', '/\\evil.example', 'data:image/png;base64,AAAA', '/files/a b.png']) {
      expect(profileIssue({ avatar }, 'avatar')).toBe('profile.avatarInvalid');
    }
  });
});

describe('changePasswordSchema', () => {
  it('accepts a new password of 8 to 64 characters with letters and digits', () => {
    expect(changePasswordSchema.safeParse(validPassword).success).toBe(true);
    const longest = `a1${'x'.repeat(62)}`;
    expect(changePasswordSchema.safeParse({ ...validPassword, password: longest, confirmpassword: longest }).success).toBe(true);
  });

  it('refuses passwords over 64 characters, and leaves length and character classes to the password policy', () => {
    const tooLong = `a1${'x'.repeat(63)}`;
    expect(passwordIssue({ password: tooLong, confirmpassword: tooLong }, 'password')).toBe('profile.passwordTooLong');
    // The policy (安全设置) decides these, with the live settings: tests/unit/password-policy.test.ts.
    expect(passwordIssue({ password: 'abc123', confirmpassword: 'abc123' }, 'password')).toBeUndefined();
    expect(passwordIssue({ password: 'abcdefgh', confirmpassword: 'abcdefgh' }, 'password')).toBeUndefined();
  });

  it('requires every field', () => {
    const result = changePasswordSchema.safeParse({});
    expect(issueFor(result, 'oldpassword')).toBe('profile.oldPasswordRequired');
    expect(issueFor(result, 'password')).toBe('profile.passwordRequired');
    expect(issueFor(result, 'confirmpassword')).toBe('profile.confirmRequired');
  });

  it('refuses a confirmation that does not match, even while the current password is still empty', () => {
    expect(passwordIssue({ confirmpassword: 'newPass2027' }, 'confirmpassword')).toBe('profile.passwordMismatch');
    expect(passwordIssue({ oldpassword: '', confirmpassword: 'newPass2027' }, 'confirmpassword')).toBe('profile.passwordMismatch');
    expect(translate('zh-CN', 'profile.passwordMismatch')).toBe('两次输入的密码不一致');
  });

  it('refuses a new password equal to the current one', () => {
    expect(passwordIssue({ password: 'Fincrm2026', confirmpassword: 'Fincrm2026', oldpassword: 'Fincrm2026' }, 'password')).toBe('profile.passwordUnchanged');
  });
});

describe('every message key the schemas use exists in both languages', () => {
  const keys = new Set<string>();
  const collect = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.forEach((i) => keys.add(i.message));
  collect(profileSchema.safeParse({ realname: '', phone: '1', email: 'x', sex: 9, birthday: 'x', avatar: 'x' }));
  collect(profileSchema.safeParse({ realname: 'x'.repeat(99), phone: '', email: `${'a'.repeat(130)}@x.cn` }));
  collect(changePasswordSchema.safeParse({}));
  collect(changePasswordSchema.safeParse({ oldpassword: 'a', password: 'a', confirmpassword: 'b' }));
  collect(changePasswordSchema.safeParse({ oldpassword: 'a', password: `${'a'.repeat(70)}1`, confirmpassword: 'b' }));
  collect(changePasswordSchema.safeParse({ oldpassword: 'abcdefg1', password: 'abcdefg1', confirmpassword: 'abcdefg2' }));
  for (const extra of ['profile.saved', 'profile.passwordChanged', 'profile.imageOnly', 'profile.signInAgain']) keys.add(extra);

  it.each([...keys])('%s', (key) => {
    expect(key.startsWith('profile.')).toBe(true);
    expect(translate('zh-CN', key)).not.toBe(key);
    expect(translate('en-US', key)).not.toBe(key);
  });

  it('words the image, upload, save and password messages', () => {
    expect(translate('zh-CN', 'profile.imageOnly')).toBe('请上传图片');
    expect(translate('zh-CN', 'profile.uploadFailed', { name: 'a.png' })).toBe('a.png 上传失败。');
    expect(translate('en-US', 'profile.uploadFailed', { name: 'a.png' })).toBe('a.png upload failed.');
    expect(translate('zh-CN', 'profile.saved')).toBe('保存成功');
    expect(translate('zh-CN', 'profile.passwordChanged')).toBe('修改成功');
  });
});

describe('avatar file check', () => {
  it('takes raster images and refuses everything else', () => {
    expect(isAvatarImage({ name: 'me.png', type: 'image/png' })).toBe(true);
    expect(isAvatarImage({ name: 'me.JPG', type: '' })).toBe(true);
    expect(isAvatarImage({ name: 'me.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isAvatarImage({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isAvatarImage({ name: 'me.png', type: 'toString' })).toBe(false);
    expect(isAvatarImage({ name: 'noextension', type: '' })).toBe(false);
  });
});

describe('dashboard overview contract', () => {
  it('takes null sections and real ones', () => {
    const overview = {
      pendingApprovals: null,
      unreadMessages: { total: 2, items: [{ key: 'm1', title: '通知', time: '2026-05-12T01:00:00.000Z', link: '/message/business' }] },
      myProjects: { total: 0, items: [] },
      recentCustomers: null,
      monthFigures: { items: [{ label: '新增客户', value: 12 }] },
    };
    expect(dashboardOverviewSchema.safeParse(overview).success).toBe(true);
    expect(dashboardOverviewSchema.safeParse({ ...overview, myProjects: { total: -1, items: [] } }).success).toBe(false);
  });
});

describe('sexOf', () => {
  it('reads the stored text code: "1" is male, "2" female, nothing is unchosen', async () => {
    const { sexOf } = await import('@/components/person/profile-calls');
    expect(sexOf('1')).toBe(1);
    expect(sexOf(1)).toBe(1);
    expect(sexOf('2')).toBe(2);
    expect(sexOf('0')).toBe(2);
    expect(sexOf(null)).toBeUndefined();
    expect(sexOf('')).toBeUndefined();
  });
});
