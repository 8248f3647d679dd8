import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/** The route parameters of every public site page: proxy.ts puts the visitor's language there. */
export interface SiteParams {
  params: Promise<{ locale: string }>;
}

/**
 * The page's language from its route, made the language of every translation in this render.
 * Taking it from the route instead of the cookie is what lets the pages be rendered once and
 * served from the cache. Each page and layout calls this first.
 */
export async function siteLocale(params: SiteParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
