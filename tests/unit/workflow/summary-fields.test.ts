import { describe, expect, it } from 'vitest';
import { isSummaryField, withSummaryMark } from '@/lib/workflow/summary-fields';

describe('summary fields', () => {
  it('are the fields whose summary property is true, however it is spelt', () => {
    expect(isSummaryField([{ id: 'summary', value: 'true' }])).toBe(true);
    expect(isSummaryField([{ id: 'summary', value: ' TRUE ' }])).toBe(true);
    expect(isSummaryField([{ id: 'summary', value: 'false' }])).toBe(false);
    expect(isSummaryField([{ id: 'summary', value: null }])).toBe(false);
    expect(isSummaryField([{ id: 'other', value: 'true' }])).toBe(false);
    expect(isSummaryField([])).toBe(false);
  });

  it('are marked and unmarked without touching the field’s other properties', () => {
    const others = [{ id: 'width', value: '2' }];
    expect(withSummaryMark(others, true)).toEqual([{ id: 'width', value: '2' }, { id: 'summary', value: 'true' }]);
    expect(withSummaryMark([...others, { id: 'summary', value: 'true' }], false)).toEqual(others);
    // Marked twice, the property is there once.
    expect(withSummaryMark(withSummaryMark(others, true), true).filter((p) => p.id === 'summary')).toHaveLength(1);
  });
});
