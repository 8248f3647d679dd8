import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { branding } from '@/lib/branding/branding';

const OG_LOCALES = { 'zh-CN': 'zh_CN', 'en-US': 'en_US' } as const;

/** The picture a shared link shows when the page has none of its own (public/og-image.png). */
export const DEFAULT_OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630 } as const;

/**
 * Title (the layout template adds the app name), description, canonical URL and Open Graph for
 * a public page. `path` is the page's own address with any query that selects its content; it
 * becomes absolute against the site layout's metadataBase (SITE_URL, or the local address).
 */
export async function sitePageMetadata(page: { path: string; title: string; description: string; type?: 'website' | 'article' }): Promise<Metadata> {
  const [brand, locale] = await Promise.all([branding(), getLocale()]);
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: page.type ?? 'website',
      title: `${page.title} - ${brand.productName}`,
      description: page.description,
      url: page.path,
      siteName: brand.stationName ?? brand.productName,
      locale: OG_LOCALES[locale as keyof typeof OG_LOCALES] ?? OG_LOCALES['zh-CN'],
      images: [DEFAULT_OG_IMAGE],
    },
  };
}
