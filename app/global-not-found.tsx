import '@/components/providers/global.css';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { NotFoundContent, notFoundMetadata } from '@/components/not-found/NotFoundContent';
import { localeOrDefault } from '@/lib/i18n/locales';

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata();

/**
 * Addresses no route matches and proxy.ts does not see (it sends unknown pages to /404 with
 * the site frame): the two groups of pages have root layouts of their own, so this page is a
 * whole document.
 */
export default async function GlobalNotFound() {
  return (
    <html lang={localeOrDefault(await getLocale())}>
      <body>
        <NotFoundContent />
      </body>
    </html>
  );
}
