import type { MetadataRoute } from 'next';
import { publishedNewsKeys } from '@/lib/public-site/news';
import { absoluteUrl, siteOrigin } from '@/lib/public-site/origin';
import { articlePath, SITE_PAGES } from '@/lib/public-site/site-pages';

/** Built per request: a newly published article is listed at once, a retracted one is gone. */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, articles] = await Promise.all([siteOrigin(), publishedNewsKeys()]);
  return [
    ...SITE_PAGES.map((path) => ({ url: absoluteUrl(origin, path) })),
    ...articles.map((a) => ({ url: absoluteUrl(origin, articlePath(a.news_key)), lastModified: new Date(a.update_time) })),
  ];
}
