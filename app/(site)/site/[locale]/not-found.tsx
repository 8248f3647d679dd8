import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '@/components/not-found/NotFoundContent';

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata();

/** /404 and the unknown paths proxy.ts sends there: the message inside the site's header and footer. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
