import '@/components/providers/global.css';
import '@/components/providers/reduced-motion.css';
import '@/components/providers/touch.css';
import type { Metadata, Viewport } from 'next';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AWAITING_CODE_ATTRIBUTE } from '@/components/providers/awaiting-code';
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

/**
 * The document of the sign-in pages and the back office (they add antd through AntdRoot). The
 * public site has a root layout of its own (app/(site)/site/[locale]) so its pages can be cached.
 */
export default async function AppRootLayout({ children }: { children: ReactNode }) {
  const locale = localeOrDefault(await getLocale());
  return (
    <html lang={locale} {...{ [AWAITING_CODE_ATTRIBUTE]: '' }}>
      <body>{children}</body>
    </html>
  );
}
