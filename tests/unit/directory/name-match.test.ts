import { describe, expect, it } from 'vitest';
import { nameMatchTier, rankByNameMatch } from '@/lib/contract/name-match';

/** How the user search orders what it finds (lib/contract/name-match.ts; the list query's order follows it). */

describe('nameMatchTier', () => {
  it('exact, then starting with, then containing; nothing for no match', () => {
    expect(nameMatchTier('王芳', ['王芳', 'wangfang'])).toBe(0);
    expect(nameMatchTier('王芳', ['王芳芳', 'wff'])).toBe(1);
    expect(nameMatchTier('王芳', ['李王芳', 'lwf'])).toBe(2);
    expect(nameMatchTier('王芳', ['系统管理员', 'admin'])).toBeNull();
  });

  it('takes the best of the name and the account, ignoring case and surrounding spaces', () => {
    expect(nameMatchTier(' WangFang ', ['王芳', 'wangfang'])).toBe(0);
    expect(nameMatchTier('wang', ['王芳', 'wangfang'])).toBe(1);
    expect(nameMatchTier('芳', ['王芳', 'fang_w'])).toBe(2);
    expect(nameMatchTier('fang', ['李娜', 'fang_w'])).toBe(1);
  });

  it('no words match everyone equally', () => {
    expect(nameMatchTier('', ['李娜', 'lina'])).toBe(0);
    expect(nameMatchTier('  ', ['李娜', 'lina'])).toBe(0);
  });
});

describe('rankByNameMatch', () => {
  type User = { realname: string; username: string };
  const texts = (u: User) => [u.realname, u.username];
  // Newest first, as the list answers: the administrator and the longer names came last.
  const listed: User[] = [
    { realname: '系统管理员', username: 'admin' },
    { realname: '李王芳', username: 'liwangf' },
    { realname: '王芳芳', username: 'wangff' },
    { realname: '王芳系统管理员', username: 'sysadmin2' },
    { realname: '王芳', username: 'wangfang' },
  ];

  it('puts the exact match first, drops who does not match, and keeps the order within a tier', () => {
    expect(rankByNameMatch(listed, '王芳', texts).map((u) => u.realname)).toEqual(['王芳', '王芳芳', '王芳系统管理员', '李王芳']);
  });

  it('leaves the list as it is without words', () => {
    expect(rankByNameMatch(listed, '', texts)).toEqual(listed);
  });
});
