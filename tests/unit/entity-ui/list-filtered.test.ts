import { describe, expect, it } from 'vitest';
import { isFiltered } from '@/components/entity/list/list-filtered';

describe('whether an empty list is filtered', () => {
  it('is not, with blank filters only', () => {
    expect(isFiltered({ bar: {}, linked: {}, advanced: null })).toBe(false);
    expect(isFiltered({ bar: { name: '', status: undefined, tags: [] }, linked: { x: '' }, advanced: null })).toBe(false);
  });

  it('is, with a filled filter, a linked filter or an advanced query', () => {
    expect(isFiltered({ bar: { name: '岗位' }, linked: {}, advanced: null })).toBe(true);
    expect(isFiltered({ bar: {}, linked: { status: 'ONGOING' }, advanced: null })).toBe(true);
    expect(isFiltered({ bar: {}, linked: {}, advanced: { match: 'all', conditions: [] } as never })).toBe(true);
  });
});
