import type { Locale } from '@/lib/i18n/locales';
import { newsListQuery, newsListRoute } from './news-list';
import { NEWS_PATH } from './site-pages';

/**
 * Where proxy.ts sends a public site page internally: /about read in Chinese is rendered as
 * /site/zh-CN/about, so each language's page is rendered once and cached. The address the
 * visitor sees does not change, and /site/... itself is not reachable from outside. The news
 * list's ?category= and ?page= become path segments, so each list page has a cache entry of its own.
 */
const SITE_ROUTE_PREFIX = '/site';

export function siteRoutePath(locale: Locale, pathname: string, search = new URLSearchParams()): string {
  const route = pathname === NEWS_PATH ? newsListRoute(newsListQuery(search)) : pathname;
  return `${SITE_ROUTE_PREFIX}/${locale}${route}`;
}
