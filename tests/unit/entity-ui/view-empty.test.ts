import { describe, expect, it } from 'vitest';
import { emptyBecauseOfView, viewConditions } from '@/components/entity/list-views/view-empty';
import type { ListView, ListViewSettings } from '@/lib/contract/list-views';
import { translate } from '@/lib/i18n/messages';
import { RULE_OPERATOR } from '@/lib/entity/advanced-query';
import { sampleEntity } from './sample-entity';

const settings = (over: Partial<ListViewSettings> = {}): ListViewSettings => ({
  kind: 'table', columns: [], filters: {}, filterValues: {}, advanced: null, sort: null, groupBy: null, boardField: null, ...over,
});

const view = (over: Partial<ListView> = {}, s: Partial<ListViewSettings> = {}): ListView => ({
  view_key: 'v1', entity: 'sample', name: '华东重点', settings: settings(s), shared: true, share_roles: ['role-staff'], share_departments: [],
  owner_key: 'u-owner', owner_name: '张伟', mine: false, is_default: false, update_time: '2026-05-01T00:00:00.000Z', ...over,
});

describe('a view’s conditions in words', () => {
  it('reads the filter bar’s values in the list convention, one condition per field, a range as one', () => {
    const read = viewConditions(sampleEntity, settings({ filters: {
      keyword: '信托', title: '*甲*', mobile: '138*', notes: '!草稿', rank: '>=3', level: 'a,b', owner: 'u1',
      day_begin: '2026-01-01', day_end: '2026-03-31', moment_end: '2026-02-01 23:59:59', active: '1', mail: '',
    } }));
    expect(read.keyword).toBe('信托');
    expect(read.bar).toEqual([
      { field: 'title', operator: 'like', values: ['甲'] },
      { field: 'mobile', operator: 'startsWith', values: ['138'] },
      { field: 'notes', operator: 'ne', values: ['草稿'] },
      { field: 'rank', operator: 'ge', values: ['3'] },
      { field: 'level', operator: 'in', values: ['a', 'b'] },
      { field: 'owner', operator: 'eq', values: ['u1'] },
      { field: 'day', operator: 'between', values: ['2026-01-01', '2026-03-31'] },
      { field: 'moment', operator: 'le', values: ['2026-02-01 23:59:59'] },
      { field: 'active', operator: 'eq', values: ['1'] },
    ]);
    expect(read.advanced).toBeNull();
  });

  it('reads the advanced query’s conditions with their rules and how they join', () => {
    const read = viewConditions(sampleEntity, settings({ advanced: { matchType: 'or', conditions: [
      { field: 'title', rule: 'right_like', value: '甲' },
      { field: 'level', rule: 'in', value: ['a', 'b'] },
      { field: 'create_time', rule: 'ge', value: '2026-01-01 00:00:00' },
    ] } }));
    expect(read.keyword).toBeNull();
    expect(read.bar).toEqual([]);
    expect(read.advanced).toEqual({ matchType: 'or', conditions: [
      { field: 'title', operator: 'startsWith', values: ['甲'] },
      { field: 'level', operator: 'in', values: ['a', 'b'] },
      { field: 'create_time', operator: 'ge', values: ['2026-01-01 00:00:00'] },
    ] });
  });
});

describe('an empty list explained by a colleague’s shared view', () => {
  const filters = { bar: { title: '*甲*' }, linked: {}, advanced: null, groupBy: null };

  it('is the view while the list still runs the view’s own conditions', () => {
    const shared = view({}, { filters: { title: '*甲*' } });
    expect(emptyBecauseOfView(shared, filters)).toBe(shared);
    // An advanced query with no conditions is none.
    expect(emptyBecauseOfView(shared, { ...filters, advanced: { matchType: 'and', conditions: [] } })).toBe(shared);
    const advanced = { matchType: 'and' as const, conditions: [{ field: 'rank', rule: 'gt' as const, value: '3' }] };
    const withAdvanced = view({}, { filters: {}, advanced });
    expect(emptyBecauseOfView(withAdvanced, { bar: {}, linked: {}, advanced, groupBy: null })).toBe(withAdvanced);
  });

  it('is not, for the viewer’s own view, a view without conditions, conditions changed since, or filters from a link', () => {
    expect(emptyBecauseOfView(null, filters)).toBeNull();
    expect(emptyBecauseOfView(view({ mine: true }, { filters: { title: '*甲*' } }), filters)).toBeNull();
    expect(emptyBecauseOfView(view({}, { filters: {} }), { ...filters, bar: {} })).toBeNull();
    expect(emptyBecauseOfView(view({}, { filters: { title: '*甲*' } }), { ...filters, bar: { title: '*乙*' } })).toBeNull();
    expect(emptyBecauseOfView(view({}, { filters: { title: '*甲*' } }), { ...filters, linked: { status: 'ONGOING' } })).toBeNull();
  });
});

describe('the words of an empty shared view', () => {
  it('names every way a condition compares, in both languages', () => {
    const operators = new Set<string>([...Object.values(RULE_OPERATOR), 'between']);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const operator of operators) expect(translate(locale, `entityUi.viewEmpty.operators.${operator}`)).not.toMatch(/operators/);
    }
    expect(translate('zh-CN', 'entityUi.viewEmpty.title')).toBe('此视图的条件在您可见的范围内没有记录');
    expect(translate('zh-CN', 'entityUi.viewEmpty.clear')).toBe('清除条件');
  });
});
