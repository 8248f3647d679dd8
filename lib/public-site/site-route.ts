import type { Locale } from '@/lib/i18n/locales';

/**
 * Where proxy.ts sends a public site page internally: /about read in Chinese is rendered as
 * /site/zh-CN/about, so each language's page is rendered once and cached. The address the
 * visitor sees does not change, and /site/... itself is not reachable from outside.
 */
const SITE_ROUTE_PREFIX = '/site';

export function siteRoutePath(locale: Locale, pathname: string): string {
  return `${SITE_ROUTE_PREFIX}/${locale}${pathname}`;
}
