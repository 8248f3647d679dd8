import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '@/components/not-found/NotFoundContent';

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata();

/**
 * The last resort for paths proxy.ts does not see (it sends unknown pages to /404, which has
 * the site frame). Kept without the header and footer: Next sends this boundary along with
 * every page's data, so it must stay small.
 */
export default function NotFound() {
  return <NotFoundContent />;
}
