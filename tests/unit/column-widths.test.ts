import { describe, expect, it } from 'vitest';
import { columnWidth, fitColumns, headerWidth } from '@/components/entity/list/column-widths';

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
});
