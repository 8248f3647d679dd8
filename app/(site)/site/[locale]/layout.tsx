import '@/components/providers/global.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/public-site/chrome/SiteFooter';
import { SiteHeader } from '@/components/public-site/chrome/SiteHeader';
import styles from '@/components/public-site/public-site.module.css';
import { branding } from '@/lib/branding/branding';
import { cachedPagesOrigin } from '@/lib/public-site/origin';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

/**
 * Pages are rendered on their first visit per language and then served from the cache, renewed
 * in the background at most this often (a new station name or news teaser shows within it).
 */
export const revalidate = 60;

/** No page is rendered at build time (the database opens when the server starts). */
export function generateStaticParams(): { locale: string }[] {
  return [];
}

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const { productName } = await branding();
  return {
    title: { template: `%s - ${productName}`, default: productName },
    applicationName: productName,
    metadataBase: new URL(cachedPagesOrigin()),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1f5fbf',
};

/** The public marketing site: server-rendered pages with a shared header and footer, no antd. */
export default async function SiteRootLayout({ children, params }: SiteParams & { children: ReactNode }) {
  const locale = await siteLocale(params);
  return (
    <html lang={locale}>
      <body>
        <div className={styles.page}>
          <SiteHeader />
          {children}
          <SiteFooter />
        </div>
      </body>
    </html>
  );
}
