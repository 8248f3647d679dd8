import type { MetadataRoute } from 'next';
import { absoluteUrl, siteOrigin } from '@/lib/public-site/origin';
import { SITE_PAGES } from '@/lib/public-site/site-pages';

export const dynamic = 'force-dynamic';

/**
 * Crawlers may read the public pages, the articles and the files and assets those show; the
 * API and the back office (everything else) are off limits. The most specific rule wins, so the
 * allowed prefixes override the closing 'Disallow: /'.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: '*',
      allow: [...SITE_PAGES, '/article/', '/files/', '/_next/static/'],
      disallow: ['/api/', '/'],
    },
    sitemap: absoluteUrl(origin, '/sitemap.xml'),
  };
}
