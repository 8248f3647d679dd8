import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => backend?.database.close());

const profile = { realname: '王芳芳', phone: '13912345678', email: 'wff@example.com', sex: 2, birthday: '1990-05-20', avatar: '/files/abcdefabcdefabcdefabcdefabcdefab.png' };

describe('profile', () => {
  it('updates only the caller’s own profile and answers it', async () => {
    const { token, userKey } = await loginAs(backend, 'wangfang');
    const res = await call<{ realname: string; phone: string; avatar: string }>(backend, 'PUT', '/api/app/base/app/sys/user/updateProfile', { token, json: { ...profile, user_key: 'usr-admin' } });
    expect(res.body).toMatchObject({ code: 0, msg: '保存成功', data: { realname: '王芳芳', phone: '13912345678', avatar: profile.avatar } });
    const info = await call<{ realname: string }>(backend, 'GET', `/api/app/base/app/sys/user/getUserInfo/${userKey}`, { token });
    expect(info.body.data!.realname).toBe('王芳芳');
    const admin = await loginAs(backend, 'admin');
    const adminInfo = await call<{ realname: string }>(backend, 'GET', '/api/app/base/app/sys/user/getUserInfo/usr-admin', { token: admin.token });
    expect(adminInfo.body.data!.realname).toBe('系统管理员');
  });

  it('refuses a bad mobile with 请输入正确手机号, and a script URL as avatar', async () => {
    const { token } = await loginAs(backend, 'wangfang');
    const phone = await call(backend, 'PUT', '/api/app/base/app/sys/user/updateProfile', { token, json: { ...profile, phone: '12345678901' } });
    expect(phone.body).toMatchObject({ code: 400, msg: '请输入正确手机号' });
    const avatar = await call(backend, 'PUT', '/api/app/base/app/sys/user/updateProfile', { token, json: { ...profile, avatar: 'javascript:alert(1)' } });
    expect(avatar.body.code).toBe(400);
  });
});

describe('change password', () => {
  it('refuses a wrong old password, then changes it and ends every session of the user', async () => {
    const first = await loginAs(backend, 'lina');
    const second = await loginAs(backend, 'lina');
    const wrong = await call(backend, 'PUT', '/api/app/base/app/sys/user/changePassword', { token: first.token, json: { oldpassword: 'nope', password: 'NewPass2026', confirmpassword: 'NewPass2026' } });
    expect(wrong.body).toMatchObject({ code: 400, msg: '旧密码不正确' });
    const mismatch = await call(backend, 'PUT', '/api/app/base/app/sys/user/changePassword', { token: first.token, json: { oldpassword: DEMO_PASSWORD, password: 'NewPass2026', confirmpassword: 'Other2026' } });
    expect(mismatch.body.code).toBe(400);

    const changed = await call(backend, 'PUT', '/api/app/base/app/sys/user/changePassword', { token: first.token, json: { oldpassword: DEMO_PASSWORD, password: 'NewPass2026', confirmpassword: 'NewPass2026' } });
    expect(changed.body).toMatchObject({ code: 0, msg: '修改成功' });
    for (const t of [first.token, second.token]) {
      expect((await call(backend, 'GET', '/api/app/base/app/sys/user/queryUserRole', { token: t })).body.code).toBe(401);
    }
    await expect(loginAs(backend, 'lina')).rejects.toThrow();
    expect((await loginAs(backend, 'lina', 'NewPass2026')).userKey).toBe('usr-sales');
  });
});
