import { describe, expect, it } from 'vitest';
import { allKeys, branchKeys, grantsToSave, keysUnder, titledTree, toggleGrant } from '@/components/system-admin/permission-grants';
import type { PermissionNode } from '@/lib/contract/permission-answers';
import { nextStatus } from '@/components/system-admin/user-status-api';

/** A menu (1) or, without children, a button (2) of the grant tree; its value is its key. */
const node = (key: string, title: string, children?: PermissionNode[]): PermissionNode =>
  ({ key, value: key, title, menu_type: children ? '1' : '2', ...(children ? { children } : {}) });

const tree: PermissionNode[] = [
  node('crm', '客户管理', [
    node('crm-customer', '客户', [node('crm-customer-add', '新增')]),
    node('crm-clue', '线索'),
  ]),
  node('system', '系统管理', [node('system-user', '用户')]),
];

describe('the role grant tree', () => {
  it('expands every branch and checks every node', () => {
    expect(branchKeys(tree)).toEqual(['crm', 'crm-customer', 'system']);
    expect(allKeys(tree)).toHaveLength(6);
  });

  it('ticking a node ticks everything below it; unticking unticks it all', () => {
    expect(keysUnder(tree, 'crm').sort()).toEqual(['crm-clue', 'crm-customer', 'crm-customer-add']);
    expect(toggleGrant(tree, [], 'crm-customer', true).sort()).toEqual(['crm-customer', 'crm-customer-add']);
    expect(toggleGrant(tree, ['crm', 'crm-customer', 'crm-customer-add', 'system'], 'crm', false)).toEqual(['system']);
  });

  it('keeps a menu granted without its buttons: saving unchanged loses nothing', () => {
    const granted = ['crm', 'crm-customer'];
    expect(grantsToSave(tree, granted)).toEqual(['crm', 'crm-customer']);
  });

  it('saves the checked nodes with all their ancestors, so the top menu shows the way to them', () => {
    expect(grantsToSave(tree, ['crm-customer', 'crm-customer-add'])).toEqual(['crm', 'crm-customer', 'crm-customer-add']);
    expect(grantsToSave(tree, [])).toEqual([]);
  });
});

describe('freezing users', () => {
  it('unfreezes a frozen user and freezes anyone else', () => {
    expect(nextStatus('2')).toBe('1');
    expect(nextStatus('1')).toBe('2');
    expect(nextStatus(null)).toBe('2');
  });
});

describe('the grant tree titles', () => {
  it('are translated at every level', () => {
    const titled = titledTree(tree, (key) => `«${key}»`);
    expect(titled[0]!.title).toBe('«客户管理»');
    expect(titled[0]!.children![0]!.children![0]!.title).toBe('«新增»');
  });
});
