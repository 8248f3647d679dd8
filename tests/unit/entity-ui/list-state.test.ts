import { describe, expect, it } from 'vitest';
import { withoutBlanks } from '@/components/entity/list/blank-filters';
import { listReducer, type ListState } from '@/components/entity/list/list-state';
import { acceptedPageSize, PAGE_SIZE_OPTIONS } from '@/components/entity/list/paging';

type Filters = { keyword?: string };
const onPage3: ListState<Filters, string> = { pageNo: 3, pageSize: 20, sort: 'createTime', filters: { keyword: '立项' } };

describe('the state of a paged list', () => {
  it('starts again at page one after a search, a reset or another sort', () => {
    expect(listReducer(onPage3, { type: 'filter', filters: { keyword: '结算' } })).toEqual({ ...onPage3, pageNo: 1, filters: { keyword: '结算' } });
    expect(listReducer(onPage3, { type: 'filter', filters: {} })).toEqual({ ...onPage3, pageNo: 1, filters: {} });
    expect(listReducer(onPage3, { type: 'filter', filters: (previous) => ({ ...previous, keyword: '合同' }) }).filters).toEqual({ keyword: '合同' });
    expect(listReducer(onPage3, { type: 'sort', sort: 'rank' })).toEqual({ ...onPage3, pageNo: 1, sort: 'rank' });
  });

  it('stays on its page when the filters are left as they were', () => {
    expect(listReducer(onPage3, { type: 'filter', filters: (previous) => previous })).toBe(onPage3);
  });

  it('turns pages, and starts at page one with another page size', () => {
    expect(listReducer(onPage3, { type: 'page', pageNo: 4, pageSize: 20, sizes: PAGE_SIZE_OPTIONS })).toMatchObject({ pageNo: 4, pageSize: 20 });
    expect(listReducer(onPage3, { type: 'page', pageNo: 3, pageSize: 50, sizes: PAGE_SIZE_OPTIONS })).toMatchObject({ pageNo: 1, pageSize: 50 });
  });

  it('takes only the page sizes the list offers', () => {
    expect(acceptedPageSize(30, [10, 20, 30])).toBe(30);
    expect(acceptedPageSize(200, [10, 20, 30])).toBe(10);
    expect(listReducer(onPage3, { type: 'page', pageNo: 1, pageSize: 200, sizes: [10, 20, 30] }).pageSize).toBe(10);
  });

  it('steps back to the last page that has rows when deletions emptied the one shown', () => {
    expect(listReducer(onPage3, { type: 'answered', rows: 0, total: 25 }).pageNo).toBe(2);
    expect(listReducer(onPage3, { type: 'answered', rows: 5, total: 45 })).toBe(onPage3);
    // Nothing matches at all: page one is shown as it is, with nothing to step back to.
    expect(listReducer({ ...onPage3, pageNo: 1 }, { type: 'answered', rows: 0, total: 0 }).pageNo).toBe(1);
  });
});

describe('the filters of a search', () => {
  it('drops blank fields and trims words', () => {
    expect(withoutBlanks({ keyword: '  通知 ', status: '', message_category_key: undefined, kind: null })).toEqual({ keyword: '通知' });
    expect(withoutBlanks({ keyword: '   ' })).toEqual({});
    expect(withoutBlanks({ status: 'PUBLISHED', from: ['2026-05-01'] })).toEqual({ status: 'PUBLISHED', from: ['2026-05-01'] });
  });
});
