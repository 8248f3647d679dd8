import './theme/antd-base.css';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localeOrDefault } from '@/lib/i18n/locales';
import { commonClientMessages, pageMessages, type PageTexts } from '@/lib/i18n/client-namespaces';
import { compiledMessagesFor } from '@/lib/i18n/compiled-messages';
import { businessTimeZone } from '@/lib/entity/time-zone';
import { AppProviders } from './AppProviders';

/**
 * antd's static styles (the base sheet; see theme/antd-stylesheets.ts), the theme and the
 * client-side translations, for the pages built with antd (sign-in pages and the back office).
 * The browser is given the business time zone here, so it counts 'today' and shows date-times as
 * the server does. The public site does not load any of it. Texts only some pages use are left to those pages
 * (PageMessages), or named here when every page under the layout needs them.
 */
export async function AntdRoot({ texts, children }: { texts?: PageTexts; children: ReactNode }) {
  const locale = localeOrDefault(await getLocale());
  const messages = compiledMessagesFor(locale);
  return (
    <NextIntlClientProvider messages={{ ...commonClientMessages(messages), ...(texts ? pageMessages(messages, texts) : {}) }}>
      <AppProviders locale={locale} timeZone={businessTimeZone()}>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
