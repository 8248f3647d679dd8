import { describe, expect, it } from 'vitest';
import { customerDepartmentNodes } from '@/components/crm/customer-departments';
import { ancestorKeys, branchKeysOf, flattenTree, type PickerTreeNode, searchTree, splitMatch, titlesOf } from '@/components/pickers/tree-search';

const tree: PickerTreeNode[] = [
  {
    key: 'hq', title: '华信金服总部', children: [
      { key: 'office', title: '总经办' },
      { key: 'sales', title: '销售部', children: [{ key: 'east', title: '华东销售组' }, { key: 'south', title: '华南销售组' }] },
      { key: 'finance', title: '财务部', children: [{ key: 'tax', title: 'Tax 税务组' }] },
    ],
  },
];
const keys = (nodes: readonly PickerTreeNode[]) => flattenTree(nodes).map((n) => n.key);

describe('tree search (department picker)', () => {
  it('keeps the whole tree for a blank keyword', () => {
    const found = searchTree(tree, '  ');
    expect(keys(found.tree)).toEqual(keys(tree));
    expect(found.matches).toEqual([]);
  });

  it('keeps matches and the branches leading to them, and opens those branches', () => {
    const found = searchTree(tree, '华东');
    expect(keys(found.tree)).toEqual(['hq', 'sales', 'east']);
    expect(found.matches).toEqual(['east']);
    expect(found.expanded.sort()).toEqual(['hq', 'sales']);
  });

  it('keeps everything under a matching node, so a child can still be picked', () => {
    const found = searchTree(tree, '销售');
    expect(keys(found.tree)).toEqual(['hq', 'sales', 'east', 'south']);
    expect(found.matches).toEqual(['sales', 'east', 'south']);
    expect(found.expanded.sort()).toEqual(['hq', 'sales']);
  });

  it('matches regardless of case, and finds nothing for an unknown name', () => {
    expect(searchTree(tree, 'tax').matches).toEqual(['tax']);
    expect(searchTree(tree, '不存在').tree).toEqual([]);
  });

  it('cuts a title around the match for highlighting', () => {
    expect(splitMatch('华东销售组', '销售')).toEqual(['华东', '销售', '组']);
    expect(splitMatch('Tax 税务组', 'TAX')).toEqual(['', 'Tax', ' 税务组']);
    expect(splitMatch('总经办', '销售')).toBeNull();
    expect(splitMatch('总经办', '')).toBeNull();
  });

  it('lists titles, branches and ancestors', () => {
    expect(titlesOf(tree).get('south')).toBe('华南销售组');
    expect(branchKeysOf(tree)).toEqual(['hq', 'sales', 'finance']);
    expect(ancestorKeys(tree, ['east', 'tax']).sort()).toEqual(['finance', 'hq', 'sales']);
  });
});

describe('the customer organisation answer (child_list)', () => {
  it('becomes picker nodes, dropping rows without a key', () => {
    const nodes = customerDepartmentNodes([
      { customer_department_key: 'c1', customer_department_name: '总部', child_list: [{ customer_department_key: 'c2', customer_department_name: '资管部', child_list: [] }, { customer_department_name: '无键' }] },
    ]);
    expect(nodes).toEqual([{ key: 'c1', title: '总部', children: [{ key: 'c2', title: '资管部' }] }]);
    expect(customerDepartmentNodes(null)).toEqual([]);
  });
});
