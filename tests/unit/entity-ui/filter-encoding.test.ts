import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterOperatorOf } from '@/components/entity/fields';
import { encodeFilterValue, rangeFilter, singleFilter } from '@/components/entity/fields/filter-encoding';
import { encodeFilters, filterFields } from '@/components/entity/list-query';
import { positionEntity } from '@/lib/entities/position';
import { sampleEntity } from './sample-entity';

describe('filter values in the list convention', () => {
  it('wraps, prefixes and trims by operator', () => {
    expect(encodeFilterValue('like', ' 经理 ')).toBe('*经理*');
    expect(encodeFilterValue('startsWith', 'FA')).toBe('FA*');
    expect(encodeFilterValue('endsWith', 'FA')).toBe('*FA');
    expect(encodeFilterValue('ne', 'PM')).toBe('!PM');
    expect(encodeFilterValue('ge', '3')).toBe('>=3');
    expect(encodeFilterValue('le', '3')).toBe('<=3');
    expect(encodeFilterValue('gt', '3')).toBe('>3');
    expect(encodeFilterValue('lt', '3')).toBe('<3');
    expect(encodeFilterValue('eq', 'A')).toBe('A');
    expect(encodeFilterValue('in', ['A', ' B ', ''])).toBe('A,B');
    expect(encodeFilterValue('like', ' 经理', { trim: false })).toBe('* 经理*');
    expect(encodeFilterValue('like', '   ', { trim: false })).toBe('');
  });

  it('sends nothing for a blank value, and ranges as _begin/_end with open ends', () => {
    expect(encodeFilterValue('like', '   ')).toBe('');
    expect(singleFilter('name', 'like', '')).toEqual({});
    expect(singleFilter('name', 'like', null)).toEqual({});
    expect(rangeFilter('rank', '1', null)).toEqual({ rank_begin: '1' });
    expect(rangeFilter('rank', ' ', '9')).toEqual({ rank_end: '9' });
  });

  it('offers only declared filters, with the declared operator when the type supports it', () => {
    expect(filterFields(positionEntity).map((f) => [f.name, f.operator])).toEqual([['code', 'like'], ['name', 'like']]);
    const ops = Object.fromEntries(filterFields(sampleEntity).map((f) => [f.name, f.operator]));
    expect(ops).toEqual({ title: 'like', notes: 'like', rank: 'between', amount: 'ge', day: 'between', moment: 'between', level: 'in', position: 'eq', owner: 'eq', active: 'eq' });
    // Attachments cannot be filtered even when the declaration asks.
    expect(filterOperatorOf(sampleEntity.fields.attachment)).toBeNull();
  });

  it('encodes a whole filter bar: text like, number and date ranges, datetime days, lists, booleans', () => {
    const params = encodeFilters(sampleEntity, {
      title: '  经理 ',
      notes: '',
      rank: [2, null],
      amount: 1000.5,
      day: [dayjs('2026-01-01'), dayjs('2026-01-31')],
      moment: [dayjs('2026-02-01'), null],
      level: ['A', 'B'],
      position: 'p1',
      owner: undefined,
      active: 'false',
    });
    expect(params).toEqual({
      title: '*经理*',
      rank_begin: '2',
      amount: '>=1000.5',
      day_begin: '2026-01-01',
      day_end: '2026-01-31',
      moment_begin: '2026-02-01 00:00:00',
      level: 'A,B',
      position: 'p1',
      active: 'false',
    });
    expect(encodeFilters(positionEntity, { code: 'FA', name: '' })).toEqual({ code: '*FA*' });
  });
});
