import type { Metadata, ResolvingMetadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '@/components/not-found/NotFoundContent';

/**
 * After the layout's metadata: that sets the render's language from the route. Asked before, the
 * translations would look for it in the request, and a cached page (an article) may not read it.
 */
export async function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  await parent;
  return notFoundMetadata();
}

/** /404 and the unknown paths proxy.ts sends there: the message inside the site's header and footer. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
