import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VerifyPage } from '@/components/public-site/verify/VerifyPage';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('print.verify');
  return { ...(await sitePageMetadata({ path: '/verify', title: t('title'), description: t('description') })), robots: { index: false } };
}

/** The check of a printed copy, its code typed by hand. */
export default async function VerifyIndexPage({ params }: SiteParams) {
  await siteLocale(params);
  return <VerifyPage code="" />;
}
