import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { collectQuery, draftsFrom, emptyDraft, withField, withRule, withValue, type DraftCondition } from '@/components/entity/advanced-query/draft';
import { parseCachedQueries, savedQueryStorageKey } from '@/components/entity/advanced-query/saved-query-cache';
import { cleanValues, fromWidget, toWidget } from '@/components/entity/advanced-query/value-codec';
import { userEntity } from '@/lib/entities/user';
import { queryableFields, queryConditionsSchema, rulesFor, savedQueryInputSchema, type AdvancedQuery } from '@/lib/entity/advanced-query';
import { decodeAdvancedQuery, encodeAdvancedQuery } from '@/lib/entity/advanced-query-wire';
import { defineEntity } from '@/lib/entity/types';
import { sampleEntity } from './entity-ui/sample-entity';

const query: AdvancedQuery = {
  matchType: 'or',
  conditions: [
    { field: 'title', rule: 'like', value: '50% & 100%' },
    { field: 'rank', rule: 'in', value: ['1', '2'] },
  ],
};

describe('advanced query wire format', () => {
  it('encodes the conditions as URI-encoded JSON beside the match type, and reads them back', () => {
    const params = encodeAdvancedQuery(query);
    expect(params.superQueryMatchType).toBe('or');
    expect(params.superQueryParams).toMatch(/^%5B%7B/);
    expect(params.superQueryParams).not.toMatch(/[[\]{}" &]/);
    expect(JSON.parse(decodeURIComponent(params.superQueryParams!))).toEqual(query.conditions);
    expect(decodeAdvancedQuery(params.superQueryParams, params.superQueryMatchType)).toEqual({ ok: true, query });
  });

  it('sends nothing for no query or no conditions, and reads absence as no query', () => {
    expect(encodeAdvancedQuery(null)).toEqual({});
    expect(encodeAdvancedQuery({ matchType: 'and', conditions: [] })).toEqual({});
    expect(decodeAdvancedQuery(undefined, 'or')).toEqual({ ok: true, query: null });
    expect(decodeAdvancedQuery('[]', 'and')).toEqual({ ok: true, query: null });
  });

  it('accepts plain JSON, parsed arrays, comma-joined in-values and a missing match type (and)', () => {
    const plain = decodeAdvancedQuery('[{"field":"rank","rule":"in","value":"1, 2"}]', undefined);
    expect(plain).toEqual({ ok: true, query: { matchType: 'and', conditions: [{ field: 'rank', rule: 'in', value: ['1', '2'] }] } });
    expect(decodeAdvancedQuery([{ field: 'rank', rule: 'eq', value: 3 }], 'OR')).toEqual({ ok: true, query: { matchType: 'or', conditions: [{ field: 'rank', rule: 'eq', value: '3' }] } });
  });

  it('answers message keys for what it refuses', () => {
    expect(decodeAdvancedQuery('%E0%A4%A', 'and')).toEqual({ ok: false, message: 'advancedQuery.validation.malformed' });
    expect(decodeAdvancedQuery('{"field":"x"}', 'and')).toEqual({ ok: false, message: 'advancedQuery.validation.malformed' });
    expect(decodeAdvancedQuery('[{"field":"x","rule":"between","value":"1"}]', 'and')).toEqual({ ok: false, message: 'advancedQuery.validation.rule' });
    expect(decodeAdvancedQuery('[{"field":"x","rule":"eq","value":"1"}]', 'xor')).toEqual({ ok: false, message: 'advancedQuery.validation.matchType' });
    expect(decodeAdvancedQuery('[{"field":"x","rule":"eq","value":"  "}]', 'and')).toEqual({ ok: false, message: 'advancedQuery.validation.valueRequired' });
    expect(decodeAdvancedQuery('[{"field":"x","rule":"eq","value":["a"]}]', 'and')).toEqual({ ok: false, message: 'advancedQuery.validation.valueRequired' });
    expect(decodeAdvancedQuery('[{"field":"1x; drop","rule":"eq","value":"a"}]', 'and')).toEqual({ ok: false, message: 'advancedQuery.validation.fieldRequired' });
  });
});

describe('advanced query schema and rules', () => {
  it('bounds the number of conditions, values and their length', () => {
    const one = { field: 'rank', rule: 'eq', value: '1' };
    expect(queryConditionsSchema.safeParse(Array(20).fill(one)).success).toBe(true);
    expect(queryConditionsSchema.safeParse(Array(21).fill(one)).error?.issues[0]?.message).toBe('advancedQuery.validation.tooManyConditions?n=20');
    expect(queryConditionsSchema.safeParse([{ ...one, value: 'x'.repeat(201) }]).error?.issues[0]?.message).toBe('advancedQuery.validation.valueTooLong?n=200');
    expect(queryConditionsSchema.safeParse([{ ...one, rule: 'in', value: Array(51).fill('1') }]).error?.issues[0]?.message).toBe('advancedQuery.validation.tooManyValues?n=50');
  });

  it('checks a save: an empty name and empty conditions each get their message', () => {
    const base = { saveCode: 'position', name: '我的查询', matchType: 'and', rules: [{ field: 'rank', rule: 'eq', value: '1' }] };
    expect(savedQueryInputSchema.safeParse(base).success).toBe(true);
    expect(savedQueryInputSchema.safeParse({ ...base, name: '   ' }).error?.issues[0]?.message).toBe('advancedQuery.nameRequired');
    expect(savedQueryInputSchema.safeParse({ ...base, name: undefined }).error?.issues[0]?.message).toBe('advancedQuery.nameRequired');
    expect(savedQueryInputSchema.safeParse({ ...base, rules: [] }).error?.issues[0]?.message).toBe('advancedQuery.emptySave');
  });

  it('offers each field type its rules, and nothing for files, rich text, areas or multi-values', () => {
    const rules = Object.fromEntries(queryableFields(sampleEntity).map(({ name, field }) => [name, rulesFor(field).join(' ')]));
    expect(rules).toMatchObject({
      title: 'like eq right_like left_like ne in',
      mobile: 'like eq right_like left_like ne in',
      rank: 'eq ne gt ge lt le in',
      amount: 'eq ne gt ge lt le in',
      day: 'eq ne gt ge lt le in',
      moment: 'eq ne gt ge lt le in',
      level: 'eq ne in',
      position: 'eq ne in',
      owner: 'eq ne in',
      depart: 'eq ne in',
      active: 'eq',
      create_time: 'eq ne gt ge lt le in',
    });
    for (const name of ['tags', 'helpers', 'attachment', 'photo', 'body', 'region']) expect(rules).not.toHaveProperty(name);
  });

  it('never offers hidden or unstored fields, nor those the list fixes', () => {
    const names = queryableFields(userEntity).map((f) => f.name);
    expect(names).toContain('username');
    expect(names).not.toContain('password_hash');
    expect(names).not.toContain('password');
    expect(names).not.toContain('selecteddeparts');
    const child = defineEntity({ ...sampleEntity, name: 'child' });
    expect(queryableFields(child, ['rank']).map((f) => f.name)).not.toContain('rank');
  });
});

describe('the dialog rows', () => {
  const row = (patch: Partial<DraftCondition>): DraftCondition => ({ ...emptyDraft(), ...patch });

  it("keeps only the first value when the rule switches away from 'in'", () => {
    const several = row({ field: 'rank', rule: 'in', value: ['3', '5', '8'] });
    expect(withRule(several, 'ge')).toMatchObject({ rule: 'ge', value: '3' });
    expect(withRule(row({ field: 'rank', rule: 'in', value: [] }), 'eq')).toMatchObject({ value: null });
    // Towards 'in' the single value becomes the first of the list.
    expect(withRule(row({ field: 'rank', rule: 'eq', value: '3' }), 'in')).toMatchObject({ value: ['3'] });
    expect(withRule(row({ field: 'rank', rule: 'eq', value: null }), 'in')).toMatchObject({ value: [] });
    expect(withRule(row({ field: 'rank', rule: 'eq', value: '3' }), 'gt')).toMatchObject({ value: '3' });
  });

  it('starts a row over with the default rule when the field changes', () => {
    const typed = row({ field: 'title', rule: 'eq', value: 'x' });
    expect(withField(typed, sampleEntity, 'rank')).toMatchObject({ field: 'rank', rule: 'eq', value: null });
    expect(withField(typed, sampleEntity, 'notes')).toMatchObject({ field: 'notes', rule: 'like', value: null });
    expect(withField(typed, sampleEntity, 'title')).toBe(typed);
    expect(withField(typed, sampleEntity, null)).toMatchObject({ field: null, rule: null, value: null });
    expect(withField(typed, sampleEntity, 'attachment')).toMatchObject({ field: null });
  });

  it('refuses to run nothing, points at an incomplete row, and leaves out rows without a field', () => {
    expect(collectQuery('and', [emptyDraft()])).toEqual({ ok: false, message: 'advancedQuery.emptyCondition' });
    const incomplete = [row({ field: 'title', rule: 'like', value: 'a' }), row({ field: 'rank', rule: 'eq', value: '  ' })];
    expect(collectQuery('and', incomplete)).toEqual({ ok: false, message: 'advancedQuery.incomplete?n=2' });
    expect(collectQuery('and', [row({ field: 'rank', rule: 'in', value: [] })])).toEqual({ ok: false, message: 'advancedQuery.incomplete?n=1' });
    const ok = collectQuery('or', [emptyDraft(), row({ field: 'title', rule: 'like', value: ' 经理 ' }), withValue(row({ field: 'rank', rule: 'in' }), ['1', '2'])]);
    expect(ok).toEqual({ ok: true, query: { matchType: 'or', conditions: [{ field: 'title', rule: 'like', value: '经理' }, { field: 'rank', rule: 'in', value: ['1', '2'] }] } });
    expect(collectQuery('and', [row({ field: 'title', rule: 'eq', value: 'x'.repeat(201) })])).toEqual({ ok: false, message: 'advancedQuery.validation.valueTooLong?n=200' });
  });

  it('turns a query back into rows with their own copies of the values', () => {
    const rows = draftsFrom(query);
    expect(rows.map(({ field, rule, value }) => ({ field, rule, value }))).toEqual(query.conditions);
    (rows[1]!.value as string[]).push('9');
    expect(query.conditions[1]!.value).toEqual(['1', '2']);
    expect(draftsFrom(null)).toHaveLength(1);
  });
});

describe('values between widgets and the wire', () => {
  const field = (name: keyof typeof sampleEntity.fields) => sampleEntity.fields[name];

  it('reads figures, dates and keys for the widgets and writes them back as text', () => {
    expect(toWidget(field('rank'), '12.5')).toBe(12.5);
    expect(fromWidget(field('rank'), 12.5)).toBe('12.5');
    expect(fromWidget(field('rank'), null)).toBeNull();
    expect(dayjs.isDayjs(toWidget(field('moment'), '2026-03-01'))).toBe(true);
    expect(fromWidget(field('moment'), dayjs('2026-03-01 13:45:00'))).toBe('2026-03-01');
    expect(fromWidget(field('level'), ['a', 'b'])).toBe('a');
    expect(fromWidget(field('active'), 'true')).toBe('true');
    expect(toWidget(field('title'), '')).toBeNull();
  });

  it("cleans an 'in' list: no blanks, no repeats, only figures for number fields", () => {
    expect(cleanValues(field('title'), [' a ', '', 'a', 'b'])).toEqual(['a', 'b']);
    expect(cleanValues(field('rank'), ['1 000', 'x', '2', '2', '1,5'])).toEqual(['1000', '2', '15']);
  });
});

describe('the browser copy of saved queries', () => {
  it('is kept under the fixed prefix plus the save code or path', () => {
    expect(savedQueryStorageKey('position')).toBe('fincrm.superQuery.position');
    expect(savedQueryStorageKey('/system/position')).toBe('fincrm.superQuery./system/position');
  });

  it('reads back a stored list and ignores one of the wrong shape', () => {
    const saved = [{ query_key: 'k', save_code: 'position', name: 'n', match_type: 'and', rules: [{ field: 'rank', rule: 'eq', value: '1' }], shared: false, owner_key: 'u', owner_name: null, mine: true, update_time: '2026-01-01T00:00:00.000Z' }];
    expect(parseCachedQueries(JSON.stringify(saved))).toEqual(saved);
    expect(parseCachedQueries('not json')).toEqual([]);
    expect(parseCachedQueries(JSON.stringify([{ query_key: 'k' }]))).toEqual([]);
    expect(parseCachedQueries(null)).toEqual([]);
  });
});
