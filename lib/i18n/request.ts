import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { isLocale, LOCALE_COOKIE, localeOrDefault } from './locales';
import { compiledMessagesFor } from './compiled-messages';
import { businessTimeZone } from '@/lib/entity/time-zone';

/**
 * The public site's pages name their language in the route (set with setRequestLocale, so they
 * can be cached); everything else follows the visitor's language cookie.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const fromRoute = await requestLocale;
  const locale = isLocale(fromRoute) ? fromRoute : localeOrDefault((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: compiledMessagesFor(locale), timeZone: businessTimeZone() };
});
