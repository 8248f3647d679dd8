import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageMessages, type PageTexts } from '@/lib/i18n/client-namespaces';
import { localeOrDefault } from '@/lib/i18n/locales';
import { compiledMessagesFor } from '@/lib/i18n/compiled-messages';
import { MoreMessages } from './MoreMessages';

/** Sends the texts only this group of pages uses (lib/i18n/client-namespaces.ts) along with the page. */
export async function PageMessages({ texts, children }: { texts: PageTexts; children: ReactNode }) {
  const locale = localeOrDefault(await getLocale());
  return <MoreMessages messages={pageMessages(compiledMessagesFor(locale), texts)}>{children}</MoreMessages>;
}
