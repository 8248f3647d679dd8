import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/lib/contract/api-paths';
import { loadSessionState, SessionRefusedError, type SessionCall } from '@/lib/client/session-loader';

const USER = { user_key: 'u1', username: 'lina', realname: '李娜', avatar: null, org_code_txt: '华东销售组', role_code_list: ['staff'], belong_departs: ['d1'] };
const PERMISSIONS = { menu: [], auth: [{ action: 'crm:customer:add' }] };

/** A session call answering from a table by path, recording every path asked. */
function recordingCall(answers: Record<string, unknown>): { call: SessionCall; asked: string[] } {
  const asked: string[] = [];
  const call = (async ({ path }: { path: string }) => {
    asked.push(path);
    if (!(path in answers)) throw new Error(`unexpected ${path}`);
    return answers[path];
  }) as SessionCall;
  return { call, asked };
}

describe('loadSessionState', () => {
  const answers = { [apiPaths.userInfoByTargetKey('u1')]: USER, [apiPaths.userPermissionByToken]: PERMISSIONS, [apiPaths.userRoles]: [] };

  it('asks for the user info when the page has none', async () => {
    const { call, asked } = recordingCall(answers);
    const state = await loadSessionState('u1', call);
    expect(state.user).toEqual(USER);
    expect(asked).toContain(apiPaths.userInfoByTargetKey('u1'));
  });

  it('uses the user info the server already read for the request instead of asking again', async () => {
    const { call, asked } = recordingCall(answers);
    const state = await loadSessionState('u1', call, USER);
    expect(state.user).toEqual(USER);
    expect(state.permissionCodes).toEqual(['crm:customer:add']);
    expect(asked).not.toContain(apiPaths.userInfoByTargetKey('u1'));
  });

  it('asks again when what the server read is not a user', async () => {
    const { call, asked } = recordingCall(answers);
    await loadSessionState('u1', call, null);
    expect(asked).toContain(apiPaths.userInfoByTargetKey('u1'));
  });

  it('still refuses a session whose user info is refused', async () => {
    const { call } = recordingCall({ ...answers, [apiPaths.userInfoByTargetKey('u1')]: null });
    await expect(loadSessionState('u1', call)).rejects.toBeInstanceOf(SessionRefusedError);
  });
});
