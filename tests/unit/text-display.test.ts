import { describe, expect, it } from 'vitest';
import { displayUnits, ellipsis, groupThousands, PICKER_ELLIPSIS_UNITS } from '@/lib/entity/text-display';
import { encodeFilterValue } from '@/components/entity/fields/filter-encoding';

describe('text display helpers', () => {
  it('counts characters outside the basic range as two units', () => {
    expect(displayUnits('abc')).toBe(3);
    expect(displayUnits('华信金服')).toBe(8);
    expect(displayUnits('A股')).toBe(3);
  });

  it('cuts at 25 units by default and 12 in pickers', () => {
    expect(ellipsis('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsis('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
    // CJK characters count two: 12 fit in 25 units, a 13th would make 26.
    expect(ellipsis('岗'.repeat(12))).toBe('岗'.repeat(12));
    expect(ellipsis('岗'.repeat(13))).toBe(`${'岗'.repeat(12)}...`);
    expect(ellipsis(`A${'岗'.repeat(12)}`)).toBe(`A${'岗'.repeat(12)}`);
    expect(ellipsis(`AB${'岗'.repeat(12)}`)).toBe(`AB${'岗'.repeat(11)}...`);
    expect(ellipsis('华信金融服务有限公司广州分公司', PICKER_ELLIPSIS_UNITS)).toBe('华信金融服务...');
    expect(ellipsis('华信A金融服务', PICKER_ELLIPSIS_UNITS)).toBe('华信A金融服...');
  });

  it('groups thousands', () => {
    expect(groupThousands(1234567.5)).toBe('1,234,567.5');
    expect(groupThousands('9876543.21', 2)).toBe('9,876,543.21');
    expect(groupThousands('n/a')).toBe('n/a');
  });

  it('encodes text filters by mode', () => {
    expect(encodeFilterValue('like', ' 张 ')).toBe('*张*');
    expect(encodeFilterValue('ne', 'x')).toBe('!x');
    expect(encodeFilterValue('ge', '10')).toBe('>=10');
    expect(encodeFilterValue('le', '10')).toBe('<=10');
    expect(encodeFilterValue('eq', 'v')).toBe('v');
  });
});
