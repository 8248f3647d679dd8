import { describe, expect, it } from 'vitest';
import { cardSelectionOf, pageTicks, tickedKey, tickedPage } from '@/components/entity/list/card-selection';

describe('ticking cards on a phone', () => {
  it('adds and removes one card, keeping the order and never a key twice', () => {
    expect(tickedKey(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(tickedKey(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(tickedKey(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('全选 ticks every selectable card of the page, and unticks them again', () => {
    expect(tickedPage(['x'], ['a', 'b'], true)).toEqual(['x', 'a', 'b']);
    expect(tickedPage(['a', 'x'], ['a', 'b'], true)).toEqual(['a', 'x', 'b']);
    expect(tickedPage(['a', 'x', 'b'], ['a', 'b'], false)).toEqual(['x']);
  });

  it('says whether all, some or none of the page’s selectable cards are ticked', () => {
    expect(pageTicks([], ['a', 'b'])).toEqual({ all: false, some: false });
    expect(pageTicks(['a'], ['a', 'b'])).toEqual({ all: false, some: true });
    expect(pageTicks(['b', 'a', 'x'], ['a', 'b'])).toEqual({ all: true, some: false });
    // A page with nothing to select is never "all ticked".
    expect(pageTicks(['x'], [])).toEqual({ all: false, some: false });
  });

  it('takes the table’s row selection: its ticks, its rule for which rows may be ticked, its change', () => {
    const rows = [{ id: 'a', ok: true }, { id: 'b', ok: false }, { id: 'c', ok: true }];
    const changes: unknown[][] = [];
    const cards = cardSelectionOf<(typeof rows)[number]>({
      selectedRowKeys: ['a'],
      getCheckboxProps: (row) => ({ disabled: !row.ok }),
      onChange: (keys, picked, info) => changes.push([keys, picked.map((r) => r.id), info.type]),
    }, rows, (row) => row.id);
    expect(cards.selectedKeys).toEqual(['a']);
    expect(rows.map(cards.selectable)).toEqual([true, false, true]);
    cards.onChange(['a', 'c']);
    expect(changes).toEqual([[['a', 'c'], ['a', 'c'], 'multiple']]);
    // Without a rule every card may be ticked.
    expect(cardSelectionOf({}, rows, (row) => row.id).selectable(rows[1]!)).toBe(true);
  });
});
