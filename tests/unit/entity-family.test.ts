import { describe, expect, it } from 'vitest';
import { ENTITIES, entityByName } from '@/lib/entities';
import { childTabsOf, childTabValues, parentLinkOf, parentLinksOf, timelineTabsOf } from '@/lib/entity/features/family/family';
import { CALLER_VALUE, resolveFixedValues } from '@/lib/entity/fixed-values';

describe('records several kinds of record own alike', () => {
  const follow = entityByName('follow')!;

  it('name each kind of owner with the field saying which one', () => {
    expect(parentLinksOf(follow).map((l) => [l.entity, l.foreignKey, l.kind?.value])).toEqual([['clue', 'subject_key', 'clue'], ['customer', 'subject_key', 'customer'], ['business', 'subject_key', 'business']]);
    expect(parentLinkOf(follow, { subject_kind: 'business', subject_key: 'b1' })?.entity).toBe('business');
    expect(parentLinkOf(follow, { subject_kind: 'order', subject_key: 'o1' })).toBeUndefined();
    expect(parentLinkOf(entityByName('customerContact')!, {})?.entity).toBe('customer');
  });

  it('are a tab and a timeline of each owner, listing only that owner’s', () => {
    for (const owner of ['clue', 'customer', 'business']) {
      const tab = childTabsOf(entityByName(owner)!, ENTITIES).find((t) => t.entity === 'follow')!;
      expect(childTabValues(tab, 'k1')).toEqual({ subject_kind: owner, subject_key: 'k1' });
      expect(timelineTabsOf(entityByName(owner)!, ENTITIES).map((t) => t.entity)).toEqual(['follow']);
    }
    expect(childTabValues(childTabsOf(entityByName('customer')!, ENTITIES)[0]!, 'k1')).toEqual({ customer_key: 'k1' });
    expect(timelineTabsOf(entityByName('user')!, ENTITIES)).toEqual([]);
  });
});

describe('a list of the signed-in user’s own records', () => {
  it('puts her key where the menu names the caller, and leaves other values alone', () => {
    const fixed = { follower: CALLER_VALUE, in_pool: 'false' };
    expect(resolveFixedValues(fixed, 'usr-sales')).toEqual({ follower: 'usr-sales', in_pool: 'false' });
    const plain = { in_sea: 'true' };
    expect(resolveFixedValues(plain, 'usr-sales')).toBe(plain);
  });
});
