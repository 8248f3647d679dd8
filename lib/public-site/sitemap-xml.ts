/** One address of sitemap.xml (sitemaps.org protocol 0.9). */
export interface SitemapEntry {
  url: string;
  lastModified?: Date;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap document, written as Next's own sitemap routes write it. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => ['<url>', `<loc>${escapeXml(e.url)}</loc>`, ...(e.lastModified ? [`<lastmod>${e.lastModified.toISOString()}</lastmod>`] : []), '</url>'].join('\n'));
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
