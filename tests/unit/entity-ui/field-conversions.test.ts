import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { kindOf } from '@/components/entity/fields';
import { normaliseAreaCodes } from '@/components/entity/fields/area';
import { toBool } from '@/components/entity/fields/bool';
import { normaliseDictItems, splitValues } from '@/components/entity/fields/dict-items';
import { formatFigure, groupDigits, ungroupDigits } from '@/components/entity/fields/number-format';
import { isUploading, parseStoredFiles, safeFileUrl, serializeFiles } from '@/components/entity/fields/upload-value';
import { toFormValues, toPayload } from '@/components/entity/form-values';
import { recordInputSchema } from '@/lib/entity/zod-schema';
import { positionEntity } from '@/lib/entities/position';
import type { FieldDef } from '@/lib/entity/types';
import { ALL_TYPES, sampleEntity } from './sample-entity';

const fields: Record<string, FieldDef> = sampleEntity.fields;
const field = (name: string): FieldDef => fields[name]!;
const roundTrip = (name: string, stored: unknown) => kindOf(field(name)).fromForm(kindOf(field(name)).toForm(stored, field(name)), field(name));

describe('the field-type registry', () => {
  it('has an implementation for every one of the 18 field types', () => {
    expect(ALL_TYPES).toHaveLength(18);
    for (const type of ALL_TYPES) {
      const kind = kindOf({ type, label: 'x' } as FieldDef);
      expect(kind, type).toBeDefined();
      expect(typeof kind.toForm).toBe('function');
      expect(typeof kind.input).toBe('function');
    }
  });
});

describe('stored value <-> form value, per type', () => {
  it('text family keeps the text; blanks become null for the schema to judge', () => {
    expect(kindOf(field('title')).toForm(null, field('title'))).toBe('');
    expect(roundTrip('title', '财务')).toBe('财务');
    expect(kindOf(field('mobile')).fromForm(undefined, field('mobile'))).toBeNull();
    expect(roundTrip('body', '<p>x</p>')).toBe('<p>x</p>');
  });

  it('numbers and money come back as numbers, empty stays empty (never 0)', () => {
    expect(roundTrip('rank', 3)).toBe(3);
    expect(roundTrip('amount', '1234.5')).toBe(1234.5);
    expect(roundTrip('amount', null)).toBeNull();
    expect(kindOf(field('amount')).fromForm('', field('amount'))).toBeNull();
  });

  it('groups thousands on the whole part only and shows money with two decimals', () => {
    expect(groupDigits('1234567.891')).toBe('1,234,567.891');
    expect(groupDigits('-1234')).toBe('-1,234');
    expect(groupDigits('12.')).toBe('12.');
    expect(ungroupDigits('1,234,567.5')).toBe('1234567.5');
    expect(formatFigure(1234567.5, 2)).toBe('1,234,567.50');
    expect(formatFigure('0', 2)).toBe('0.00');
    expect(formatFigure(1234)).toBe('1,234');
    expect(formatFigure(null)).toBe('');
  });

  it('dates as YYYY-MM-DD and date-times as instants with the business offset', () => {
    const day = kindOf(field('day')).toForm('2026-03-09', field('day'));
    expect(dayjs.isDayjs(day)).toBe(true);
    expect(kindOf(field('day')).fromForm(day, field('day'))).toBe('2026-03-09');
    expect(roundTrip('moment', '2026-03-09 08:05:01')).toBe('2026-03-09T08:05:01+08:00');
    expect(roundTrip('moment', '2026-03-09T00:05:01Z')).toBe('2026-03-09T08:05:01+08:00');
    expect(kindOf(field('moment')).toForm('not a date', field('moment'))).toBeNull();
    expect(roundTrip('day', null)).toBeNull();
  });

  it('dictionaries: one value, or several stored comma-joined', () => {
    expect(roundTrip('level', 'A')).toBe('A');
    expect(kindOf(field('tags')).toForm('HIGHT,LOW', field('tags'))).toEqual(['HIGHT', 'LOW']);
    expect(kindOf(field('tags')).fromForm(['HIGHT', 'LOW'], field('tags'))).toBe('HIGHT,LOW');
    expect(kindOf(field('tags')).fromForm([], field('tags'))).toBe('');
    expect(splitValues(' a, ,b ')).toEqual(['a', 'b']);
    expect(normaliseDictItems([{ value: '1', text: '启用', status: 1 }, { value: 2, label: '停用' }, { text: 'no value' }])).toEqual([
      { value: '1', text: '启用', status: 1 },
      { value: '2', text: '停用', status: null },
    ]);
  });

  it('people and references: keys, comma-joined when multiple', () => {
    expect(roundTrip('owner', 'usr-admin')).toBe('usr-admin');
    expect(kindOf(field('helpers')).toForm('usr-a,usr-b', field('helpers'))).toEqual(['usr-a', 'usr-b']);
    expect(roundTrip('helpers', 'usr-a,usr-b')).toBe('usr-a,usr-b');
    expect(roundTrip('depart', 'dep-it')).toBe('dep-it');
    expect(roundTrip('position', null)).toBeNull();
  });

  it('booleans: a switch has no third state', () => {
    expect(toBool('1')).toBe(true);
    expect(toBool(0)).toBe(false);
    expect(toBool(null)).toBeNull();
    expect(roundTrip('active', null)).toBe(false);
    expect(roundTrip('active', true)).toBe(true);
  });

  it('areas: codes, separators normalised', () => {
    expect(normaliseAreaCodes('440000， 440100 440106')).toBe('440000,440100,440106');
    expect(roundTrip('region', '')).toBeNull();
  });

  it('files: JSON text of finished uploads, safe links only', () => {
    const stored = JSON.stringify([{ uid: 'u1', name: 'a.pdf', status: 'done', url: '/files/a.pdf' }]);
    expect(kindOf(field('attachment')).toForm(stored, field('attachment'))).toEqual([{ uid: 'u1', name: 'a.pdf', status: 'done', url: '/files/a.pdf' }]);
    expect(roundTrip('attachment', stored)).toBe(stored);
    const list = [
      { uid: 'u1', name: 'a.pdf', status: 'done', response: { url: '/files/a.pdf' } },
      { uid: 'u2', name: 'b.pdf', status: 'error' },
      { uid: 'u3', name: 'c.pdf', status: 'uploading' },
    ];
    expect(serializeFiles(list)).toBe(stored);
    expect(isUploading(list)).toBe(true);
    expect(serializeFiles([])).toBeNull();
    expect(parseStoredFiles('/files/x.png,https://cdn.example.com/y.png')).toHaveLength(2);
    expect(parseStoredFiles('[{"url":"javascript:alert(1)","name":"x"}]')).toEqual([]);
    expect(parseStoredFiles('[not json')).toEqual([]);
    expect(safeFileUrl('//evil.example.com/x')).toBeNull();
    expect(safeFileUrl('/files/a.png')).toBe('/files/a.png');
  });
});

describe('the form payload and the shared schema', () => {
  it('a record becomes form values and back into a payload the server schema accepts', () => {
    const record = { position_key: 'k1', code: 'FA', name: '财务分析师', rank: 3, description: null, version: 4 };
    const values = toFormValues(positionEntity, record);
    expect(values).toEqual({ code: 'FA', name: '财务分析师', rank: 3, description: '' });
    const payload = toPayload(positionEntity, values, { key: 'k1', version: 4 });
    expect(payload).toEqual({ code: 'FA', name: '财务分析师', rank: 3, description: '', position_key: 'k1', version: 4 });
    const parsed = recordInputSchema(positionEntity).safeParse(payload);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ description: null, version: 4 });
  });

  it('leaves read-only and form-less fields out of the payload', () => {
    const payload = toPayload(sampleEntity, { title: 'x', secret: 's', hidden: 'h' }, null);
    expect(payload).not.toHaveProperty('secret');
    expect(payload).not.toHaveProperty('hidden');
    expect(payload).not.toHaveProperty('sample_key');
    expect(Object.keys(toFormValues(sampleEntity, null))).toContain('secret');
    expect(Object.keys(toFormValues(sampleEntity, null))).not.toContain('hidden');
  });
});
