import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, localeOrDefault } from './locales';
import { messagesFor } from './messages';

export default getRequestConfig(async () => {
  const locale = localeOrDefault((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: messagesFor(locale), timeZone: 'Asia/Shanghai' };
});
