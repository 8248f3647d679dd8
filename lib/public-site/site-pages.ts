import { PUBLIC_PATHS } from '@/lib/navigation/public-paths';

type PublicPath = (typeof PUBLIC_PATHS)[number];

/**
 * The public paths that render a page meant for visitors today. The others are reserved for
 * later pages (they answer 404 until then), are sign-in steps, or hold only sub-pages (/article).
 */
const CONTENT_PAGES: ReadonlySet<PublicPath> = new Set<PublicPath>(['/index', '/news']);

/** Listed in sitemap.xml and allowed in robots.txt, in the order of public-paths.ts. */
export const SITE_PAGES: readonly PublicPath[] = PUBLIC_PATHS.filter((p) => CONTENT_PAGES.has(p));

export const NEWS_PATH = '/news';
export const articlePath = (newsKey: string) => `/article/${encodeURIComponent(newsKey)}`;
