import { describe, expect, it } from 'vitest';
import { newsListFromSegments, newsListHref, newsListQuery, newsListRoute } from '@/lib/public-site/news-list';
import { siteRoutePath } from '@/lib/public-site/site-route';

/** The news list's address (?category=&page=) and the route path it is rendered and cached at. */

const query = (search: string) => newsListQuery(new URLSearchParams(search));

describe('the news list address', () => {
  it('reads category and page, ignoring what the list does not understand', () => {
    expect(query('')).toEqual({ category: undefined, page: 1 });
    expect(query('category=news-company&page=3&utm_source=x')).toEqual({ category: 'news-company', page: 3 });
    expect(query('category=bad%20key&page=0')).toEqual({ category: undefined, page: 1 });
    expect(query('page=2.5')).toEqual({ category: undefined, page: 1 });
    expect(query('page=100001')).toEqual({ category: undefined, page: 1 });
  });

  it('is rendered at one route path per list page, and read back from it', () => {
    const cases = [
      { q: { page: 1 }, route: '/news' },
      { q: { page: 4 }, route: '/news/page/4' },
      { q: { category: 'news-industry', page: 1 }, route: '/news/category/news-industry' },
      { q: { category: 'news-industry', page: 2 }, route: '/news/category/news-industry/page/2' },
    ];
    for (const { q, route } of cases) {
      expect(newsListRoute(q)).toBe(route);
      expect(newsListFromSegments(route.split('/').slice(2))).toEqual({ category: undefined, ...q });
    }
  });

  it('names the same list page by one route path only', () => {
    expect(newsListFromSegments(['page', '1'])).toBeNull();
    expect(newsListFromSegments(['page', '02'])).toBeNull();
    expect(newsListFromSegments(['page', '2', 'category', 'x'])).toBeNull();
    expect(newsListFromSegments(['category'])).toBeNull();
    expect(newsListFromSegments(['category', 'bad key'])).toBeNull();
    expect(newsListFromSegments(['other'])).toBeNull();
  });

  it('links visitors to the address, and the proxy renders that address at the route path in their language', () => {
    expect(newsListHref({ category: 'news-company', page: 2 })).toBe('/news?category=news-company&page=2');
    expect(newsListHref({ page: 1 })).toBe('/news');
    expect(siteRoutePath('en-US', '/news', new URLSearchParams('page=2&category=news-company'))).toBe('/site/en-US/news/category/news-company/page/2');
    expect(siteRoutePath('zh-CN', '/about', new URLSearchParams('page=2'))).toBe('/site/zh-CN/about');
  });
});
