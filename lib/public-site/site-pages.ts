import { PUBLIC_PATHS } from '@/lib/navigation/public-paths';

export type PublicPath = (typeof PUBLIC_PATHS)[number];

/**
 * The public paths that are pages meant for visitors and crawlers. The others are sign-in
 * and registration steps (not indexed), hold only sub-pages (/article), or are the 404 page.
 */
const CONTENT_PAGES: ReadonlySet<PublicPath> = new Set<PublicPath>([
  '/index', '/solution', '/smartSale', '/partner', '/partnerPay', '/proxy', '/service', '/about', '/info', '/forum', '/board', '/news',
]);

/** Listed in sitemap.xml and allowed in robots.txt, in the order of public-paths.ts. */
export const SITE_PAGES: readonly PublicPath[] = PUBLIC_PATHS.filter((p) => CONTENT_PAGES.has(p));

export const NEWS_PATH = '/news';
export const REGISTER_PATH = '/register';
export const REGISTER_RESULT_PATH = '/registerResult';
export const articlePath = (newsKey: string) => `/article/${encodeURIComponent(newsKey)}`;
