import { publishedNewsKeys } from '@/lib/public-site/news';
import { absoluteUrl, cachedPagesOrigin } from '@/lib/public-site/origin';
import { sitemapXml } from '@/lib/public-site/sitemap-xml';
import { articlePath, SITE_PAGES } from '@/lib/public-site/site-pages';

/**
 * sitemap.xml (next.config.mjs rewrites it here): the site pages and every published article.
 * It lives among the site's routes so that, like the site pages, it is not rendered at build
 * time (there is no database then) and is kept in the cache until the news changes
 * (lib/public-site/news.ts): a newly published article is listed on the next request, a
 * retracted one is gone. Renewed at most this often besides, as the site pages are.
 */
export const revalidate = 60;

export function generateStaticParams(): { locale: string }[] {
  return [];
}

export async function GET(): Promise<Response> {
  const origin = cachedPagesOrigin();
  const articles = await publishedNewsKeys();
  const xml = sitemapXml([
    ...SITE_PAGES.map((path) => ({ url: absoluteUrl(origin, path) })),
    ...articles.map((a) => ({ url: absoluteUrl(origin, articlePath(a.news_key)), lastModified: new Date(a.update_time) })),
  ]);
  return new Response(xml, { headers: { 'content-type': 'application/xml' } });
}
