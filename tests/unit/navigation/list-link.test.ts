import { describe, expect, it } from 'vitest';
import { listPageHref } from '@/lib/navigation/list-link';

const link = (entity: string, params: Record<string, string>) => ({ entity, call: `/api/crm/${entity}/query`, params });

describe('a figure opens the list page showing exactly its records', () => {
  it('takes a page without fixed values with every parameter in its address', () => {
    expect(listPageHref(link('business', { follower: 'usr-sales', won_time_begin: '2026-11-01 00:00:00' }), 'usr-sales'))
      .toBe('/crm/business?follower=usr-sales&won_time_begin=2026-11-01+00%3A00%3A00');
  });

  it("takes the page whose fixed values the parameters hold, leaving those out: the caller's own leads, customers out of the pool", () => {
    expect(listPageHref(link('clue', { follower: 'usr-sales', create_time_begin: '2026-11-01 00:00:00' }), 'usr-sales'))
      .toBe('/crm/clue?create_time_begin=2026-11-01+00%3A00%3A00');
    expect(listPageHref(link('customer', { in_sea: 'false', star: '5' }), 'usr-sales')).toBe('/crm/customer?star=5');
  });

  it("has no page for a selection no list shows: someone else's leads, records with no list page", () => {
    expect(listPageHref(link('clue', { follower: 'usr-finance' }), 'usr-sales')).toBeNull();
    expect(listPageHref(link('clue', { follower: 'usr-sales,usr-finance' }), 'usr-sales')).toBeNull();
    expect(listPageHref(link('orderLine', { product_name: '实施服务' }), 'usr-sales')).toBeNull();
    // Follow-ups have one list of them all (/crm/follow).
    expect(listPageHref(link('follow', { follower: 'usr-sales' }), 'usr-sales')).toBe('/crm/follow?follower=usr-sales');
  });
});
