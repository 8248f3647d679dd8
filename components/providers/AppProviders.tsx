'use client';

import { Provider as MotionProvider } from '@rc-component/motion';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useReducedMotion } from '@/lib/client/use-reduced-motion';
import { setBusinessTimeZone } from '@/lib/entity/time-zone';
import type { Locale } from '@/lib/i18n/locales';
import { FeedbackProvider } from './feedback/FeedbackProvider';
import { HydrationMark } from './HydrationMark';
import { appTheme } from './theme/app-theme';
import { ToastBridge } from './ToastBridge';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const dayjsLocales = { 'zh-CN': 'zh-cn', 'en-US': 'en' } as const;
/** antd draws its click ripple in a React root of its own, where no motion context reaches: it is turned off apart. */
const NO_RIPPLE = { disabled: true } as const;

/** antd configuration for the whole app; next-intl's provider wraps this in the root layout. */
export function AppProviders({ locale, timeZone, children }: { locale: Locale; timeZone: string; children: ReactNode }) {
  // dayjs keeps its locale globally; setting it while rendering means the first paint already uses it.
  dayjs.locale(dayjsLocales[locale]);
  // The same for the business time zone (lib/entity/time-zone.ts): every date shown and typed uses it.
  setBusinessTimeZone(timeZone);
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={appTheme} wave={reducedMotion ? NO_RIPPLE : undefined}>
      {/*
        Dialogs, drawers, drop-downs and toasts appear without zooming or sliding when the reader asks
        for less motion (their CSS transitions: reduced-motion.css). Not through antd's theme token
        `motion`: antd wraps its own motion provider around the tree only once that token first
        differs from its default, so switching it after hydration would mount the whole app anew.
      */}
      <MotionProvider motion={!reducedMotion}>
        <FeedbackProvider>
          <ToastBridge />
          <HydrationMark />
          {children}
        </FeedbackProvider>
      </MotionProvider>
    </ConfigProvider>
  );
}
