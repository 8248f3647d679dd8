import type { ReactNode } from 'react';
import { AreaPlugIns } from '@/components/areas';
import { demoDepartments, demoRoles, demoUsers } from '@/lib/backend/seed/demo-data';
import { SessionProvider } from '@/lib/client/session-state';
import type { MenuItem, SessionState } from '@/lib/client/session-types';
import type { DemoDutyRole, DemoRole } from '@/lib/navigation/product-menu';
import { demoMenus } from './menus';

/** The demo users (lib/backend/seed/demo-data.ts). */
export type DemoUsername = 'admin' | 'zhangwei' | 'lina' | 'wangfang';

/** The demo users' ranks and duty roles, as the seed grants them menus. */
const GRANTS: Record<DemoUsername, { rank: DemoRole; duties: DemoDutyRole[] }> = {
  admin: { rank: 'admin', duties: [] },
  zhangwei: { rank: 'leader', duties: [] },
  lina: { rank: 'staff', duties: ['salesAdmin'] },
  wangfang: { rank: 'staff', duties: [] },
};

/**
 * A demo user's session as the back-office layout hands it to the page (loaded on the server, so
 * the browser does not ask again), with the menus the seed grants; button rights are the test's to give.
 */
export function demoSession(username: DemoUsername, extra: { menus?: MenuItem[]; permissionCodes?: string[] } = {}): SessionState {
  const user = demoUsers.find((u) => u.username === username)!;
  const roles = demoRoles.filter((r) => user.roles.includes(r.role_key));
  const codes = roles.map((r) => r.role_code);
  return {
    user: {
      id: user.user_key,
      user_key: user.user_key,
      username: user.username,
      realname: user.realname,
      phone: user.phone,
      email: user.email,
      avatar: null,
      birthday: null,
      sex: user.sex,
      status: '1',
      auth_source: 'local',
      org_code_txt: demoDepartments.find((d) => d.depart_key === user.departs[0])?.depart_name ?? '',
      role_code_list: codes,
      role_id_list: roles.map((r) => r.role_key),
      belong_departs: user.departs,
      position_names: [],
      create_time: '2026-01-01 09:00:00',
    },
    menus: extra.menus ?? demoMenus(GRANTS[username].rank, GRANTS[username].duties),
    permissionCodes: extra.permissionCodes ?? [],
    roles: roles.map((r) => ({ role_key: r.role_key, role_code: r.role_code, role_name: r.role_name })),
    isLeader: codes.includes('leader') || codes.includes('admin'),
    isAdmin: codes.includes('admin'),
  };
}

/** The session and the areas' plug-ins around a component, as the back-office layout provides them. */
export function WithSession({ state, children }: { state: SessionState; children: ReactNode }) {
  return (
    <SessionProvider targetKey="fincrm" userKey={state.user.user_key} initialState={state}>
      <AreaPlugIns>{children}</AreaPlugIns>
    </SessionProvider>
  );
}
