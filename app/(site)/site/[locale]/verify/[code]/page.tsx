import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VerifyPage } from '@/components/public-site/verify/VerifyPage';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { siteLocale } from '@/lib/public-site/site-locale';

/** Rendered per request: a cache entry per code typed into the address would let anyone fill the cache. */
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ locale: string; code: string }> };

/** Every code has the same title: the server renders nothing of the request (the browser asks for it, counted per visitor). */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('print.verify');
  return { ...(await sitePageMetadata({ path: '/verify', title: t('title'), description: t('description') })), robots: { index: false } };
}

/** The page a printed copy's QR code opens: what the copy is of, then the check with its code filled in. */
export default async function VerifyCodePage({ params }: Params) {
  await siteLocale(params);
  const { code } = await params;
  // Only what looks like a code is filled in; anything else leaves the field for the visitor.
  const filled = /^[A-Za-z0-9]{1,16}$/.test(decodeURIComponent(code)) ? decodeURIComponent(code).toUpperCase() : '';
  return <VerifyPage code={filled} />;
}
