import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext, PathParamsContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppProviders } from '@/components/providers/AppProviders';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@/lib/entity/time-zone';
import { compiledMessagesFor } from '@/lib/i18n/compiled-messages';
import type { Locale } from '@/lib/i18n/locales';
import { answeredFetch } from './support/answers';

/**
 * Renders one component the way the back office does (components/providers/AntdRoot.tsx): next-intl
 * with the real catalogue of the language, antd's ConfigProvider with the app's theme and locale,
 * the app's feedback (toasts, confirmations) and its toast bridge, an SWR cache of its own, and
 * next/navigation's real hooks reading a router that records where the component sent the user.
 * The API client is the app's own; its calls are answered in process (support/answers.ts).
 */

/** Where the component sent the user: each push or replace, in order. */
export interface RecordedRouter extends AppRouterInstance {
  visited: string[];
}

export interface AppRenderOptions {
  locale?: Locale;
  /** The address the component is shown at: its path and query feed usePathname/useSearchParams. */
  at?: string;
  /** The business time zone (docs/time.md). */
  timeZone?: string;
}

export interface AppRendered extends RenderResult {
  router: RecordedRouter;
  user: UserEvent;
}

function recordedRouter(): RecordedRouter {
  const visited: string[] = [];
  return {
    visited,
    push: (href) => void visited.push(href),
    replace: (href) => void visited.push(href),
    back: () => void visited.push('<back>'),
    forward: () => void visited.push('<forward>'),
    refresh: () => {},
    prefetch: () => {},
    bfcacheId: 'component-test',
  };
}

export function AppTestProviders({ locale = 'zh-CN', at = '/', timeZone = DEFAULT_BUSINESS_TIME_ZONE, router, children }: AppRenderOptions & { router: AppRouterInstance; children: ReactNode }) {
  const url = new URL(at, 'http://app.test');
  return (
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value={url.pathname}>
        <SearchParamsContext.Provider value={url.searchParams}>
          <PathParamsContext.Provider value={{}}>
            <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={compiledMessagesFor(locale)}>
              {/* A cache per render: no test sees another's answers. */}
              <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
                <AppProviders locale={locale} timeZone={timeZone}>
                  {children}
                </AppProviders>
              </SWRConfig>
            </NextIntlClientProvider>
          </PathParamsContext.Provider>
        </SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>
  );
}

/** Renders `ui` inside the app's providers; answers the testing library's queries, the router and a user to act with. */
export function renderInApp(ui: ReactElement, options: AppRenderOptions = {}): AppRendered {
  const router = recordedRouter();
  const at = options.at ?? '/';
  window.history.replaceState(null, '', at);
  window.fetch = answeredFetch;
  globalThis.fetch = answeredFetch;
  const user = userEvent.setup();
  const rendered = render(ui, { wrapper: ({ children }) => <AppTestProviders {...options} router={router}>{children}</AppTestProviders> });
  return { ...rendered, router, user };
}
