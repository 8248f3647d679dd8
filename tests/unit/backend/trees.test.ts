import { describe, expect, it } from 'vitest';
import { buildDepartTree, withDescendants } from '@/lib/backend/org/department-tree';
import { buildMenu, MENU_TYPE } from '@/lib/backend/modules/permission-menu';

const now = new Date();
const audit = { create_by: null, create_time: now, update_by: null, update_time: now, version: 1, del_flag: 0 };
const depart = (depart_key: string, parent_key: string | null) => ({ depart_key, parent_key, depart_name: depart_key, depart_name_en: null as string | null, org_code: depart_key, sort_no: 0, description: null, region: null, director_key: null, ...audit });

describe('department tree', () => {
  const rows = [depart('hq', null), depart('sales', 'hq'), depart('east', 'sales'), depart('finance', 'hq')];

  it('nests children under parents', () => {
    const [root] = buildDepartTree(rows, 'zh-CN');
    expect(root!.key).toBe('hq');
    expect(root!.children.map((c) => c.key)).toEqual(['sales', 'finance']);
    expect(root!.children[0]!.children.map((c) => c.key)).toEqual(['east']);
  });

  it('shows granted sub-trees once, without repeating nested grants', () => {
    expect(buildDepartTree(rows, 'zh-CN', ['sales', 'east']).map((n) => n.key)).toEqual(['sales']);
    expect(buildDepartTree(rows, 'zh-CN', ['east', 'finance']).map((n) => n.key).sort()).toEqual(['east', 'finance']);
  });

  it('titles each department in the reader’s language, keeping the name as typed beside it', () => {
    const named = [{ ...depart('hq', null), depart_name: '总部', depart_name_en: 'Head office' }, { ...depart('east', 'hq'), depart_name: '华东' }];
    const [english] = buildDepartTree(named, 'en-US');
    expect([english!.title, english!.depart_name, english!.children[0]!.title]).toEqual(['Head office', '总部', '华东']);
    expect(buildDepartTree(named, 'zh-CN')[0]!.title).toBe('总部');
  });

  it('expands departments to everything below them', () => {
    expect(withDescendants(rows, ['sales']).sort()).toEqual(['east', 'sales']);
  });
});

describe('menu building', () => {
  const perm = (permission_key: string, parent_key: string | null, menu_type: string, extra: Record<string, unknown> = {}) => ({
    permission_key, parent_key, name: permission_key, title: `menu.${permission_key}`, path: `/${permission_key}`, component: null,
    redirect: null, icon: null, menu_type, perms: null, sort_no: 0, hidden: false, always_show: false, keep_alive: false,
    internal_or_external: false, url: null, route: '1', prevent: null, ...audit, ...extra,
  });

  it('nests menus, hangs buttons on their page and lists their codes', () => {
    const { menu, auth } = buildMenu([
      perm('system', null, MENU_TYPE.directory),
      perm('user', 'system', MENU_TYPE.page, { prevent: '/system' }),
      perm('user-add', 'user', MENU_TYPE.button, { perms: 'system:user:add', title: '新增' }),
    ]);
    expect(menu).toHaveLength(1);
    const user = menu[0]!.children![0]!;
    expect(user.meta.permissionList).toEqual([{ action: 'system:user:add', describe: '新增' }]);
    expect(user.meta.prevent).toBe('/system');
    expect(auth).toEqual([{ action: 'system:user:add', describe: '新增', type: '1' }]);
  });
});
