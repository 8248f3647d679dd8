/**
 * The state of a drop-down that loads its options page by page: a keyword starts
 * over at page 1, scrolling to the bottom asks for the next page until the total is reached.
 * Answers of an older keyword are dropped (generation), a failed page just ends the loading.
 */
export const DROPDOWN_PAGE_SIZE = 10;

export interface PagedOption {
  value: string;
  label: string;
}

export interface PageRequest {
  generation: number;
  pageNo: number;
  keyword: string;
}

export interface PagedState {
  keyword: string;
  generation: number;
  options: PagedOption[];
  /** Pages loaded so far. */
  pageNo: number;
  /** null until the first answer. */
  total: number | null;
  /** The page being fetched; null when idle. */
  requested: PageRequest | null;
  /** A page came back empty before the total was reached: stop asking. */
  exhausted: boolean;
  /** Every label loaded so far, under any keyword: chosen values stay named after a new search. */
  seen: ReadonlyMap<string, string>;
}

export type PagedAction =
  | { type: 'search'; keyword: string }
  | { type: 'more' }
  | { type: 'loaded'; request: PageRequest; options: readonly PagedOption[]; total: number }
  | { type: 'failed'; request: PageRequest };

export const initialPagedState: PagedState = { keyword: '', generation: 0, options: [], pageNo: 0, total: null, requested: null, exhausted: false, seen: new Map() };

export function hasMore(state: PagedState): boolean {
  if (state.exhausted) return false;
  return state.total === null || state.options.length < state.total;
}

export type FooterStatus = 'loading' | 'noMore' | 'more';

/** Which footer text the list shows: 加载中... / 没有更多了 / 下拉加载更多. */
export function footerStatus(state: PagedState): FooterStatus {
  if (state.requested) return 'loading';
  return hasMore(state) ? 'more' : 'noMore';
}

const sameRequest = (a: PageRequest | null, b: PageRequest) => a !== null && a.generation === b.generation && a.pageNo === b.pageNo;

export function pagedReducer(state: PagedState, action: PagedAction): PagedState {
  switch (action.type) {
    case 'search': {
      const generation = state.generation + 1;
      const keyword = action.keyword.trim();
      return { ...initialPagedState, seen: state.seen, keyword, generation, requested: { generation, pageNo: 1, keyword } };
    }
    case 'more':
      if (state.requested || !hasMore(state) || state.generation === 0) return state;
      return { ...state, requested: { generation: state.generation, pageNo: state.pageNo + 1, keyword: state.keyword } };
    case 'loaded': {
      if (!sameRequest(state.requested, action.request)) return state;
      const known = new Set(state.options.map((o) => o.value));
      // A record added meanwhile shifts the pages: one already listed is not listed twice.
      const fresh = action.options.filter((o) => !known.has(o.value));
      return {
        ...state,
        options: [...state.options, ...fresh],
        pageNo: action.request.pageNo,
        total: action.total,
        requested: null,
        exhausted: action.options.length === 0,
        seen: new Map([...state.seen, ...action.options.map((o): [string, string] => [o.value, o.label])]),
      };
    }
    case 'failed':
      return sameRequest(state.requested, action.request) ? { ...state, requested: null } : state;
  }
}

/** True when a scrolled list has reached (nearly) its bottom. */
export function atBottom(scrollTop: number, clientHeight: number, scrollHeight: number, slack = 8): boolean {
  return scrollTop + clientHeight >= scrollHeight - slack;
}
