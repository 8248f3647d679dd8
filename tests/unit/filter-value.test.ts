import { describe, expect, it } from 'vitest';
import { parseFilterValue } from '@/lib/entity/filter-value';
import type { FieldDef } from '@/lib/entity/types';

const text = { type: 'text' } as FieldDef;
const dict = { type: 'dict', dictCode: 'industry' } as FieldDef;
const number = { type: 'number' } as FieldDef;

describe('the list convention for one filter value', () => {
  it('reads text patterns only on text fields', () => {
    expect(parseFilterValue(text, '*信托*')).toEqual({ operator: 'like', value: '信托' });
    expect(parseFilterValue(text, '上海*')).toEqual({ operator: 'startsWith', value: '上海' });
    expect(parseFilterValue(text, '*公司')).toEqual({ operator: 'endsWith', value: '公司' });
    expect(parseFilterValue(number, '5*')).toEqual({ operator: 'eq', value: '5*' });
  });

  it('reads comparisons, longest prefix first', () => {
    expect(parseFilterValue(number, '>=10')).toEqual({ operator: 'ge', value: '10' });
    expect(parseFilterValue(number, '<=10')).toEqual({ operator: 'le', value: '10' });
    expect(parseFilterValue(number, '>10')).toEqual({ operator: 'gt', value: '10' });
    expect(parseFilterValue(number, '<10')).toEqual({ operator: 'lt', value: '10' });
    expect(parseFilterValue(dict, '!bank')).toEqual({ operator: 'ne', value: 'bank' });
  });

  it('reads a list only where a field names things, and nothing from a blank', () => {
    expect(parseFilterValue(dict, 'bank, trust,')).toEqual({ operator: 'in', value: ['bank', 'trust'] });
    expect(parseFilterValue(text, 'a,b')).toEqual({ operator: 'eq', value: 'a,b' });
    expect(parseFilterValue(text, '   ')).toBeNull();
  });
});
