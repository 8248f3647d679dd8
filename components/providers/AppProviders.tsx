'use client';

import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { setBusinessTimeZone } from '@/lib/entity/time-zone';
import type { Locale } from '@/lib/i18n/locales';
import { FeedbackProvider } from './feedback/FeedbackProvider';
import { HydrationMark } from './HydrationMark';
import { appTheme } from './theme/app-theme';
import { ToastBridge } from './ToastBridge';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const dayjsLocales = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;

/** antd configuration for the whole app; next-intl's provider wraps this in the root layout. */
export function AppProviders({ locale, timeZone, children }: { locale: Locale; timeZone: string; children: ReactNode }) {
  // dayjs keeps its locale globally; setting it while rendering means the first paint already uses it.
  dayjs.locale(dayjsLocales[locale]);
  // The same for the business time zone (lib/entity/time-zone.ts): every date shown and typed uses it.
  setBusinessTimeZone(timeZone);
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={appTheme}>
      <FeedbackProvider>
        <ToastBridge />
        <HydrationMark />
        {children}
      </FeedbackProvider>
    </ConfigProvider>
  );
}
