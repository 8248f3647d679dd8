import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/not-found/NotFoundContent';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

/** Rendered per request: the not-found message finds its language from the request, not the route. */
export const dynamic = 'force-dynamic';

/** The page names itself: the title of the not-found boundary was not what the browser ended up showing. */
export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  return notFoundMetadata();
}

/**
 * /404 is a public path (docs/public-site.md) and answers with the 404 page and status; proxy.ts also
 * shows it for unknown paths. The language is set first so the message speaks it.
 */
export default async function NotFoundPage({ params }: SiteParams): Promise<never> {
  await siteLocale(params);
  notFound();
}
