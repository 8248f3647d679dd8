import { describe, expect, it } from 'vitest';
import { columnWidth, fitColumns, headerWidth, textWidth, titleWidth } from '@/components/entity/list/column-widths';

const columns = [
  { name: 'title', label: '名称', width: 200 },
  { name: 'status', label: '状态', width: 100 },
  { name: 'owner', label: '负责人', width: 100 },
  { name: 'created', label: '创建时间', width: 170 },
];

describe('list column widths', () => {
  it('gives every column a width: the declared one, else its type\'s, never narrower than its header', () => {
    expect(columnWidth('text', 120, '客户名称', false)).toBe(120);
    expect(columnWidth('datetime', undefined, '签约时间', true)).toBe(170);
    // An English header wider than the declared width widens its column.
    expect(columnWidth('dict', 90, 'Customer status', false)).toBe(headerWidth('Customer status', false));
    expect(headerWidth('Customer status', false)).toBeGreaterThan(90);
    // Translated dictionary values run wider in English.
    expect(columnWidth('dict', 100, 'Level', false, true)).toBe(150);
    expect(columnWidth('text', 100, 'Name', false, true)).toBe(100);
    // Very long headers wrap rather than widen the column without end.
    expect(headerWidth('A header that goes on and on and on and on and on', true)).toBe(220);
  });

  it('narrows cut-short columns, in proportion, until the table fits beside the pinned parts', () => {
    expect(fitColumns(columns, 1000)).toEqual({ columns, fits: true });
    const wordy = [{ ...columns[0]!, ellipsis: true }, { name: 'note', label: '备注', width: 300, ellipsis: true }, ...columns.slice(1)];
    // 870 wanted in 770: the two text columns give up 100 between them, the others nothing.
    const fitted = fitColumns(wordy, 770);
    expect(fitted.fits).toBe(true);
    expect(fitted.columns.map((c) => c.name)).toEqual(['title', 'note', 'status', 'owner', 'created']);
    expect(fitted.columns.reduce((sum, c) => sum + c.width, 0)).toBeLessThanOrEqual(770);
    expect(fitted.columns.slice(2)).toEqual(columns.slice(1));
    expect(fitted.columns[0]!.width).toBeGreaterThanOrEqual(120);
    // Below their floors nothing narrows: the table keeps its widths and scrolls.
    expect(fitColumns(wordy, 500)).toEqual({ columns: wordy, fits: false });
    expect(fitColumns(columns, 400)).toEqual({ columns, fits: false });
  });

  it('widens the title column to its names as the list shows them: cut at 25 units, a CJK character counting two', () => {
    // 20 ideographs are 40 units: the list shows 12 of them and the ellipsis, the whole on hover.
    const long = '华东区域高级客户经理兼理财规划顾问主管';
    expect(titleWidth(160, [long, '销售'])).toBe(textWidth('华东区域高级客户经理兼理...') + 32);
    // 25 units exactly are shown whole: 12 ideographs and a letter.
    expect(titleWidth(160, ['A华东区域高级客户经理兼理'])).toBe(textWidth('A华东区域高级客户经理兼理') + 32);
    // Short names keep the declared width.
    expect(titleWidth(160, ['销售', ''])).toBe(160);
  });
});
