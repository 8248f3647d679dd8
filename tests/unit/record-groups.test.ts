import { describe, expect, it } from 'vitest';
import { checkFirstChild, firstChildPayload } from '@/components/entity/features/first-children/first-child-values';
import { formatCurrency } from '@/components/entity/fields/number-format';
import enMessages from '@/messages/en-US';
import zhMessages from '@/messages/zh-CN';
import { ENTITIES, entityByName } from '@/lib/entities';
import { summedFields } from '@/lib/entity/features/board/board';
import { childTabsOf, type ChildTab } from '@/lib/entity/features/family/family';
import { firstChildLinkValues, firstChildrenInputSchema, firstChildrenOf, firstChildSchema, isBlankChild } from '@/lib/entity/features/first-children/first-children';
import { groupChildTabs, groupCount, OTHER_TAB_GROUP } from '@/lib/entity/features/tab-groups/tab-groups';
import type { EntityDef } from '@/lib/entity/types';

const customer = entityByName('customer')!;
const text = (message: string) => message;

function messageAt(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe('a record page’s tab groups', () => {
  const tab = (entity: string): ChildTab => ({ entity, foreignKey: 'owner_key', label: `entity.${entity}.title` });
  const owner = { ...customer, tabGroups: [{ name: 'people', children: ['b', 'a'] }, { name: 'empty', children: ['gone'] }, { name: 'money', children: ['c'] }] } as EntityDef;

  it('hold the declared children in the declared order, what no group names last, and no empty group', () => {
    const groups = groupChildTabs(owner, [tab('a'), tab('b'), tab('c'), tab('d')])!;
    expect(groups.map((g) => [g.name, g.tabs.map((t) => t.entity)])).toEqual([['people', ['b', 'a']], ['money', ['c']], [OTHER_TAB_GROUP, ['d']]]);
    expect(groups[0]!.label).toBe('entity.customer.tabGroups.people');
    expect(groups[2]!.label).toBe('entityUi.record.otherGroup');
  });

  it('leave an entity without groups with its tabs in one row', () => {
    expect(groupChildTabs({ ...customer, tabGroups: undefined }, [tab('a')])).toBeNull();
  });

  it('count what their tabs count, once any is known', () => {
    const [people] = groupChildTabs(owner, [tab('a'), tab('b')])!;
    expect(groupCount(people!, { a: 2, b: 3, c: 9 })).toBe(5);
    expect(groupCount(people!, { a: 2 })).toBe(2);
    expect(groupCount(people!, { c: 1 })).toBeUndefined();
    expect(groupCount(people!, undefined)).toBeUndefined();
  });

  it('as declared, name every child tab of their entity exactly once, with titles in both languages', () => {
    const grouped = ENTITIES.filter((e) => e.tabGroups?.length);
    expect(grouped.map((e) => e.name).sort()).toEqual(['customer', 'project', 'resource', 'supplier']);
    for (const entity of grouped) {
      const tabs = childTabsOf(entity, ENTITIES).map((t) => t.entity).sort();
      const named = entity.tabGroups!.flatMap((g) => g.children);
      expect([...named].sort(), entity.name).toEqual(tabs);
      expect(new Set(named).size).toBe(named.length);
      for (const group of groupChildTabs(entity, childTabsOf(entity, ENTITIES))!) {
        expect(group.name).not.toBe(OTHER_TAB_GROUP);
        expect(typeof messageAt(zhMessages, group.label), group.label).toBe('string');
        expect(typeof messageAt(enMessages, group.label), group.label).toBe('string');
      }
    }
    expect(groupChildTabs(customer, childTabsOf(customer, ENTITIES))!.map((g) => messageAt(zhMessages, g.label))).toEqual(['联系与往来', '商务', '财务', '配置']);
  });
});

describe('a new record’s first children', () => {
  const [contact] = firstChildrenOf(customer, ENTITIES);

  it('resolve the declared child, its shown fields and its link back', () => {
    expect(contact!.child.name).toBe('customerContact');
    expect(contact!.fields.map(([name]) => name)).toEqual(['contact_name', 'mobile', 'job_title', 'email']);
    expect(firstChildLinkValues(contact!, 'c1')).toEqual({ customer_key: 'c1' });
    expect(messageAt(zhMessages, contact!.label)).toBe('首位联系人');
    expect(messageAt(enMessages, contact!.label)).toBe('First contact');
  });

  it('as declared, show every field their child requires besides the link to the parent', () => {
    for (const entity of ENTITIES) {
      for (const first of firstChildrenOf(entity, ENTITIES)) {
        const shown = first.fields.map(([name]) => name);
        const linked = Object.keys(firstChildLinkValues(first, 'k'));
        const required = Object.entries(first.child.fields).filter(([name, f]) => f.required && f.defaultValue === undefined && f.form !== false && !linked.includes(name)).map(([name]) => name);
        for (const name of required) expect(shown, `${entity.name} → ${first.child.name}.${name}`).toContain(name);
      }
      expect(firstChildrenOf(entity, ENTITIES)).toHaveLength(entity.firstChildren?.length ?? 0);
    }
  });

  it('are blank when nothing is typed', () => {
    expect(isBlankChild(undefined)).toBe(true);
    expect(isBlankChild({ contact_name: ' ', mobile: null, tags: [] })).toBe(true);
    expect(isBlankChild({ contact_name: '', mobile: '139' })).toBe(false);
    expect(isBlankChild({ is_primary: false })).toBe(false);
  });

  it('are checked by the child’s own rules, and a blank one not at all', () => {
    const schema = firstChildSchema(contact!);
    expect(schema.safeParse({ contact_name: '王经理', mobile: '13911112222' }).success).toBe(true);
    const bad = schema.safeParse({ contact_name: '', mobile: '123' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['contact_name', 'mobile']);

    const input = firstChildrenInputSchema(customer, ENTITIES);
    expect(input.parse(undefined)).toBeUndefined();
    expect(input.parse({ customerContact: { contact_name: '', mobile: '' } })).toEqual({});
    expect(input.safeParse({ customerContact: { contact_name: '王经理', mobile: 'x' } }).error?.issues[0]?.path).toEqual(['customerContact', 'mobile']);
  });

  it('show the child’s complaints on the child’s fields in the form', () => {
    expect(checkFirstChild(contact!, { contact_name: '', mobile: '', job_title: '' }, text)).toEqual({ payload: undefined, errors: [] });
    const checked = checkFirstChild(contact!, { contact_name: '王经理', mobile: '123' }, text);
    expect(checked.errors.map((e) => e.name)).toEqual([['first_children', 'customerContact', 'mobile']]);
    expect(checkFirstChild(contact!, { contact_name: '王经理', mobile: '13911112222' }, text).errors).toEqual([]);
    expect(firstChildPayload(contact!, { contact_name: ' 王经理 ', extra: 'x' })).not.toHaveProperty('extra');
  });
});

describe('board column sums', () => {
  it('are summed by the list query beside the declared list totals', () => {
    const business = entityByName('business')!;
    expect(business.board?.sum).toBe('amount');
    expect(summedFields(business)).toEqual(['amount']);
    expect(summedFields({ ...business, listTotals: ['win_rate'] })).toEqual(['win_rate', 'amount']);
    expect(summedFields({ ...business, board: undefined, listTotals: undefined })).toEqual([]);
    for (const entity of ENTITIES.filter((e) => e.board?.sum)) {
      expect(['money', 'number']).toContain(entity.fields[entity.board!.sum!]?.type);
    }
  });

  it('show money as yuan with two decimals', () => {
    expect(formatCurrency(1234567.5)).toBe('¥1,234,567.50');
    expect(formatCurrency('0')).toBe('¥0.00');
    expect(formatCurrency(-12.5)).toBe('-¥12.50');
    expect(formatCurrency(null)).toBe('¥0.00');
  });
});
