import { KEY_PATTERN } from '@/lib/entity/rules';
import { NEWS_PATH } from './site-pages';

/**
 * Which part of the news list a visitor asks for. The address carries it as ?category= and
 * ?page=; proxy.ts turns it into route segments (/news/category/<key>/page/<n>), because Next
 * keeps a rendered page in its cache by path, never by query: so each list page is rendered once
 * and served from the cache like the other site pages.
 */
export interface NewsListQuery {
  /** One category's items; undefined: all published items. */
  category?: string;
  page: number;
}

const MAX_PAGE = 100_000;
const CATEGORY_SEGMENT = 'category';
const PAGE_SEGMENT = 'page';

function pageNumber(text: string | null | undefined): number | null {
  const page = Number(text);
  return text && Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : null;
}

/** ?category= and ?page= as the list understands them; anything else is ignored. */
export function newsListQuery(search: URLSearchParams): NewsListQuery {
  const category = search.get('category');
  return {
    category: category && KEY_PATTERN.test(category) ? category : undefined,
    page: pageNumber(search.get('page')) ?? 1,
  };
}

/** The address of a list page as visitors and crawlers see it. */
export function newsListHref({ category, page }: NewsListQuery): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${NEWS_PATH}?${text}` : NEWS_PATH;
}

/** The route path the proxy renders a list page at (one path per list page: the cache key). */
export function newsListRoute({ category, page }: NewsListQuery): string {
  return [NEWS_PATH, ...(category ? [CATEGORY_SEGMENT, category] : []), ...(page > 1 ? [PAGE_SEGMENT, String(page)] : [])].join('/');
}

/** The query back from the route segments after /news; null for any other shape (not a list page). */
export function newsListFromSegments(segments: readonly string[] = []): NewsListQuery | null {
  const rest = [...segments];
  let category: string | undefined;
  let page = 1;
  if (rest[0] === CATEGORY_SEGMENT) {
    if (!rest[1] || !KEY_PATTERN.test(rest[1])) return null;
    category = rest[1];
    rest.splice(0, 2);
  }
  if (rest[0] === PAGE_SEGMENT) {
    const n = pageNumber(rest[1]);
    // Written only as newsListRoute writes it (page 1 has no segment): one list page, one cache entry.
    if (n === null || n === 1 || String(n) !== rest[1]) return null;
    page = n;
    rest.splice(0, 2);
  }
  return rest.length === 0 ? { category, page } : null;
}
