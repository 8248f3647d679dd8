import { notFound } from 'next/navigation';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

/** Rendered per request: the not-found message finds its language from the request, not the route. */
export const dynamic = 'force-dynamic';

/**
 * /404 is a public path (spec-1 §2.1) and answers with the 404 page and status; proxy.ts also
 * shows it for unknown paths. The language is set first so the message speaks it.
 */
export default async function NotFoundPage({ params }: SiteParams): Promise<never> {
  await siteLocale(params);
  notFound();
}
