import { describe, expect, it } from 'vitest';
import { valueFromChange } from '@/components/widgets/filter-form/filter-form-context';
import { isWideFilter } from '@/components/widgets/filter-form/filter-width';

describe('a filter widget’s change, as the filter bar keeps it', () => {
  it('takes an input’s value from its event', () => {
    expect(valueFromChange({ target: { type: 'text', value: '华东' } })).toBe('华东');
  });

  it('takes a checkbox’s checked state, not its value', () => {
    expect(valueFromChange({ target: { type: 'checkbox', checked: false, value: 'on' } })).toBe(false);
  });

  it('keeps values that come bare: a select’s key, a list of keys, a pair of days, nothing', () => {
    expect(valueFromChange('usr-sales')).toBe('usr-sales');
    expect(valueFromChange(['a', 'b'])).toEqual(['a', 'b']);
    const range = [{ day: 1 }, { day: 2 }];
    expect(valueFromChange(range)).toBe(range);
    expect(valueFromChange(null)).toBeNull();
    expect(valueFromChange(undefined)).toBeUndefined();
  });

  it('keeps an object without an element as its target as it is', () => {
    const picked = { target: null, key: 'k' };
    expect(valueFromChange(picked)).toBe(picked);
  });
});

describe('a filter field’s width', () => {
  it('takes two columns when its label is long enough to leave its placeholder no room', () => {
    expect(isWideFilter('Unified social credit code')).toBe(true);
    expect(isWideFilter('Contracting entity')).toBe(true);
    expect(isWideFilter('Customer name')).toBe(false);
    expect(isWideFilter('In public pool')).toBe(false);
    expect(isWideFilter('统一社会信用代码')).toBe(false);
    expect(isWideFilter('客户统一社会信用代码号')).toBe(true);
  });
});
