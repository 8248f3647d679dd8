import 'antd/dist/antd.css';
import '@/components/providers/theme/theme-overrides.css';
import '@/components/providers/global.css';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/AppProviders';
import { branding } from '@/lib/branding/branding';
import { localeOrDefault } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const { productName } = await branding();
  return {
    title: { template: `%s - ${productName}`, default: productName },
    applicationName: productName,
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1f5fbf',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = localeOrDefault(await getLocale());
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <AppProviders locale={locale}>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
