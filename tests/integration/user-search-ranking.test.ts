// @database postgres: the user search's ranking in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * The user search behind the pickers (the designer's approver fields among them) lists whoever
 * matches the words best first: the exact name or account, then those starting with it, then
 * those containing it; the caller and the newest accounts get no place of their own.
 */

const USERS = '/api/app/base/app/sys/user/list';
type Page = { records: { user_key: string; username: string; realname: string }[]; total: number };

let backend: Backend;
let admin: { token: string };

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  // Made after 王芳, so the newest-first order would put every one of them before her.
  for (const [username, realname] of [['liwangf', '李王芳'], ['wangff', '王芳芳'], ['wangfang2', '周杰'], ['sysadmin2', '王芳系统管理员']]) {
    const added = await call(backend, 'POST', '/api/app/base/app/sys/user/add', {
      token: admin.token,
      json: { username, realname, password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-finance' },
    });
    expect(added.body.code, added.body.msg).toBe(0);
  }
});
afterAll(async () => {
  await backend?.database.close();
});

const search = async (keyword: string) => {
  const answer = await call<Page>(backend, 'GET', USERS, { token: admin.token, query: { keyword, pageNo: 1, pageSize: 20 } });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data!.records.map((u) => u.realname);
};

describe('the user search ranks by how well the name or account matches', () => {
  it('the exact name first, then names starting with it, then names containing it', async () => {
    expect(await search('王芳')).toEqual(['王芳', '王芳系统管理员', '王芳芳', '李王芳']);
  });

  it('an exact account counts as an exact match, a longer account as a prefix', async () => {
    expect(await search('wangfang')).toEqual(['王芳', '周杰']);
    expect(await search('WangFang')).toEqual(['王芳', '周杰']);
  });

  it('with no words the list keeps its order, newest first', async () => {
    expect((await search('')).slice(0, 4)).toEqual(['王芳系统管理员', '周杰', '王芳芳', '李王芳']);
  });
});
