import 'antd/dist/antd.css';
import './theme/theme-overrides.css';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localeOrDefault } from '@/lib/i18n/locales';
import { AppProviders } from './AppProviders';

/**
 * antd's static stylesheet, the theme and the client-side translations, for the pages built
 * with antd (sign-in pages and the back office). The public site does not load any of it.
 */
export async function AntdRoot({ children }: { children: ReactNode }) {
  const locale = localeOrDefault(await getLocale());
  return (
    <NextIntlClientProvider>
      <AppProviders locale={locale}>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
