import { describe, expect, it } from 'vitest';
import { nextChosen, nextTicked, valueOfKeys, withoutChosen } from '@/components/pickers/selection';

describe('tree ticks (department picker)', () => {
  it('single mode keeps only the newly ticked node', () => {
    expect(nextTicked('single', [], ['a'])).toEqual(['a']);
    expect(nextTicked('single', ['a'], ['a', 'b'])).toEqual(['b']);
    // A tree reports ticks in its own order: the new one wins wherever it stands.
    expect(nextTicked('single', ['b'], ['a', 'b'])).toEqual(['a']);
  });

  it('single mode: unticking the chosen node leaves nothing', () => {
    expect(nextTicked('single', ['a'], [])).toEqual([]);
  });

  it('multiple mode keeps every ticked node, once', () => {
    expect(nextTicked('multiple', ['a'], ['a', 'b'])).toEqual(['a', 'b']);
    expect(nextTicked('multiple', ['a', 'b'], ['b'])).toEqual(['b']);
    expect(nextTicked('multiple', [], ['c', 'c'])).toEqual(['c']);
  });
});

interface Row {
  id: string;
  name: string;
}
const row = (id: string): Row => ({ id, name: `名${id}` });
const keyOf = (r: Row) => r.id;
const keys = (m: ReadonlyMap<string, Row>) => [...m.keys()];

describe('paged table choice (record picker, user picker)', () => {
  const page1 = [row('1'), row('2'), row('3')];
  const page2 = [row('4'), row('5')];

  it('multiple mode keeps rows of other pages while this page follows its ticks', () => {
    let chosen = nextChosen('multiple', new Map(), page1, keyOf, ['1', '3']);
    expect(keys(chosen)).toEqual(['1', '3']);
    chosen = nextChosen('multiple', chosen, page2, keyOf, ['5']);
    expect(keys(chosen)).toEqual(['1', '3', '5']);
    // Back on page 1, unticking 1 leaves 3 and page 2's 5.
    chosen = nextChosen('multiple', chosen, page1, keyOf, ['3']);
    expect(keys(chosen)).toEqual(['3', '5']);
    expect(chosen.get('5')).toEqual(row('5'));
  });

  it('single mode keeps only the row ticked last, even from another page', () => {
    let chosen = nextChosen('single', new Map(), page1, keyOf, ['2']);
    expect(keys(chosen)).toEqual(['2']);
    chosen = nextChosen('single', chosen, page2, keyOf, ['4']);
    expect(keys(chosen)).toEqual(['4']);
    chosen = nextChosen('single', chosen, page2, keyOf, []);
    expect(keys(chosen)).toEqual([]);
  });

  it('replaces a placeholder row (known only by key) with the loaded row', () => {
    const start = new Map([['2', { id: '2', name: '2' }]]);
    expect(nextChosen('multiple', start, page1, keyOf, ['2']).get('2')).toEqual(row('2'));
  });

  it('removes one chosen row (a closed tag, a delete in the chosen table)', () => {
    const chosen = new Map(page1.map((r) => [r.id, r]));
    expect(keys(withoutChosen(chosen, '2'))).toEqual(['1', '3']);
    expect(keys(chosen)).toEqual(['1', '2', '3']);
  });
});

describe('form values of chosen keys', () => {
  it('is one key (or null) in single mode and the list in multiple mode', () => {
    expect(valueOfKeys('single', ['a'])).toBe('a');
    expect(valueOfKeys('single', [])).toBeNull();
    expect(valueOfKeys('multiple', ['a', 'b'])).toEqual(['a', 'b']);
    expect(valueOfKeys('multiple', [])).toEqual([]);
  });
});
