import { describe, expect, it } from 'vitest';
import { allKeys, branchKeys, checkedLeaves, grantsToSave, titledTree, type PermissionNode } from '@/components/entity/actions/permission-grants';
import { nextStatus } from '@/components/entity/actions/user-status-api';

const tree: PermissionNode[] = [
  { key: 'crm', title: '客户管理', children: [
    { key: 'crm-customer', title: '客户', children: [{ key: 'crm-customer-add', title: '新增' }] },
    { key: 'crm-clue', title: '线索' },
  ] },
  { key: 'system', title: '系统管理', children: [{ key: 'system-user', title: '用户' }] },
];

describe('the role grant tree', () => {
  it('expands every branch and checks every node', () => {
    expect(branchKeys(tree)).toEqual(['crm', 'crm-customer', 'system']);
    expect(allKeys(tree)).toHaveLength(6);
  });

  it('hands the tree only granted leaves, so a granted parent does not check all its children', () => {
    expect(checkedLeaves(tree, ['crm', 'crm-customer', 'crm-customer-add'])).toEqual(['crm-customer-add']);
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
