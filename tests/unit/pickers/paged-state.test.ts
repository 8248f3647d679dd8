import { describe, expect, it } from 'vitest';
import { atBottom, DROPDOWN_PAGE_SIZE, footerStatus, hasMore, initialPagedState, pagedReducer, type PagedAction, type PagedState } from '@/components/pickers/paged-state';
import { translate } from '@/lib/i18n/messages';

const options = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ value: `k${from + i}`, label: `名称${from + i}` }));
const run = (state: PagedState, ...actions: PagedAction[]) => actions.reduce(pagedReducer, state);

describe('the paged drop-down state', () => {
  it('starts at page 1 and asks for the next page until the total is reached', () => {
    expect(DROPDOWN_PAGE_SIZE).toBe(10);
    let state = run(initialPagedState, { type: 'search', keyword: '' });
    expect(state.requested).toEqual({ generation: 1, pageNo: 1, keyword: '' });
    expect(footerStatus(state)).toBe('loading');
    state = run(state, { type: 'loaded', request: state.requested!, options: options(1, 10), total: 23 });
    expect(state.options).toHaveLength(10);
    expect(footerStatus(state)).toBe('more');

    state = run(state, { type: 'more' });
    expect(state.requested?.pageNo).toBe(2);
    // Scrolling again while a page loads asks for nothing more.
    expect(run(state, { type: 'more' })).toBe(state);
    state = run(state, { type: 'loaded', request: state.requested!, options: options(11, 10), total: 23 });
    state = run(state, { type: 'more' });
    state = run(state, { type: 'loaded', request: state.requested!, options: options(21, 3), total: 23 });
    expect(state.options.map((o) => o.value)).toEqual(options(1, 23).map((o) => o.value));
    expect(hasMore(state)).toBe(false);
    expect(footerStatus(state)).toBe('noMore');
    expect(run(state, { type: 'more' })).toBe(state);
  });

  it('a keyword starts over at page 1 and drops the answer of the previous keyword', () => {
    let state = run(initialPagedState, { type: 'search', keyword: '' });
    const old = state.requested!;
    state = run(state, { type: 'search', keyword: ' 客户 ' });
    expect(state.requested).toEqual({ generation: 2, pageNo: 1, keyword: '客户' });
    state = run(state, { type: 'loaded', request: old, options: options(1, 10), total: 50 });
    expect(state.options).toEqual([]);
    state = run(state, { type: 'loaded', request: state.requested!, options: options(100, 2), total: 2 });
    expect(state.options.map((o) => o.value)).toEqual(['k100', 'k101']);
    expect(footerStatus(state)).toBe('noMore');
    // Names loaded under any keyword are remembered, for chosen values no longer listed.
    state = run(state, { type: 'search', keyword: '' });
    expect(state.options).toEqual([]);
    expect(state.seen.get('k101')).toBe('名称101');
  });

  it('a refused page only ends the loading; scrolling later tries again', () => {
    let state = run(initialPagedState, { type: 'search', keyword: '' });
    state = run(state, { type: 'failed', request: state.requested! });
    expect(state.requested).toBeNull();
    expect(state.options).toEqual([]);
    state = run(state, { type: 'more' });
    expect(state.requested?.pageNo).toBe(1);
  });

  it('does not load before the list was first opened, and not twice the same record', () => {
    expect(run(initialPagedState, { type: 'more' })).toBe(initialPagedState);
    let state = run(initialPagedState, { type: 'search', keyword: '' });
    state = run(state, { type: 'loaded', request: state.requested!, options: options(1, 10), total: 11 });
    state = run(state, { type: 'more' });
    // A record added meanwhile pushed k10 onto page 2.
    state = run(state, { type: 'loaded', request: state.requested!, options: [...options(10, 1), ...options(11, 1)], total: 12 });
    expect(state.options.map((o) => o.value).filter((v) => v === 'k10')).toHaveLength(1);
  });

  it('stops when a page comes back empty before the total', () => {
    let state = run(initialPagedState, { type: 'search', keyword: '' });
    state = run(state, { type: 'loaded', request: state.requested!, options: [], total: 5 });
    expect(hasMore(state)).toBe(false);
  });

  it('tells when a list is scrolled to its bottom', () => {
    expect(atBottom(64, 256, 320)).toBe(true);
    expect(atBottom(60, 256, 320)).toBe(true);
    expect(atBottom(0, 256, 320)).toBe(false);
  });

  it('names the footer states: loading, no more, scroll down for more', () => {
    expect(['loading', 'noMore', 'more'].map((k) => translate('zh-CN', `pickers.paged.${k}`))).toEqual(['加载中...', '没有更多了', '下拉加载更多']);
    expect(['loading', 'noMore', 'more'].map((k) => translate('en-US', `pickers.paged.${k}`))).toEqual(['loading...', 'no more', 'scroll down to load more']);
  });
});
