import './theme/antd-base.css';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localeOrDefault } from '@/lib/i18n/locales';
import { messagesFor, type Messages } from '@/lib/i18n/messages';
import { AppProviders } from './AppProviders';

/**
 * The public site's own texts, rendered on the server only: leaving them out keeps every
 * back-office page from carrying the marketing copy to the browser.
 */
const SERVER_ONLY_NAMESPACES = ['site', 'sitePages', 'siteLeads', 'publicNews'] as const;

function clientMessages(messages: Messages): Partial<Messages> {
  const copy: Partial<Messages> = { ...messages };
  for (const ns of SERVER_ONLY_NAMESPACES) delete (copy as Record<string, unknown>)[ns];
  return copy;
}

/**
 * antd's static styles (the base sheet; see theme/antd-stylesheets.ts), the theme and the client-side translations, for the pages built
 * with antd (sign-in pages and the back office). The public site does not load any of it.
 */
export async function AntdRoot({ children }: { children: ReactNode }) {
  const locale = localeOrDefault(await getLocale());
  return (
    <NextIntlClientProvider messages={clientMessages(messagesFor(locale))}>
      <AppProviders locale={locale}>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
