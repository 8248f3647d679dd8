import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';

/** Account steps carry the site's metadata but stay out of search results (docs/public-site.md, "How it is built"). */
export async function accountPageMetadata(page: { path: string; title: string; description: string }): Promise<Metadata> {
  return { ...(await sitePageMetadata(page)), robots: { index: false, follow: true } };
}
