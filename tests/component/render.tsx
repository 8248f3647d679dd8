import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext, PathParamsContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { NextIntlClientProvider } from 'next-intl';
import { useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
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

/** Where the component sent the user: each push or replace, in order; and the pages it fetched ahead. */
export interface RecordedRouter extends AppRouterInstance {
  visited: string[];
  prefetched: string[];
}

export interface AppRenderOptions {
  locale?: Locale;
  /** The address the component is shown at: its path and query feed usePathname/useSearchParams. */
  at?: string;
  /** The business time zone (docs/time.md). */
  timeZone?: string;
  /**
   * The router's pushes and replaces move the address too, as in a browser: for the back-office
   * shell, whose tabs navigate and whose frame follows the address.
   */
  follow?: boolean;
}

export interface AppRendered extends RenderResult {
  router: RecordedRouter;
  user: UserEvent;
}

/** Where a followed router's pushes and replaces go: the providers' address, once they are mounted. */
interface Mover {
  move: ((href: string) => void) | null;
}

function recordedRouter(mover?: Mover): RecordedRouter {
  const visited: string[] = [];
  const prefetched: string[] = [];
  const go = (href: string) => {
    visited.push(href);
    mover?.move?.(href);
  };
  return {
    visited,
    prefetched,
    push: go,
    replace: go,
    back: () => void visited.push('<back>'),
    forward: () => void visited.push('<forward>'),
    refresh: () => {},
    prefetch: (href) => void prefetched.push(href),
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

/** The providers at an address the router moves (a push or replace is recorded, then followed). */
function FollowingProviders({ mover, router, children, ...options }: AppRenderOptions & { mover: Mover; router: RecordedRouter; children: ReactNode }) {
  const [at, setAt] = useState(options.at ?? '/');
  useLayoutEffect(() => {
    mover.move = (href) => {
      window.history.replaceState(null, '', href);
      setAt(href);
    };
    return () => {
      mover.move = null;
    };
  }, [mover]);
  return <AppTestProviders {...options} at={at} router={router}>{children}</AppTestProviders>;
}

/** Renders `ui` inside the app's providers; answers the testing library's queries, the router and a user to act with. */
export function renderInApp(ui: ReactElement, options: AppRenderOptions = {}): AppRendered {
  const mover: Mover = { move: null };
  const router = recordedRouter(options.follow ? mover : undefined);
  const at = options.at ?? '/';
  window.history.replaceState(null, '', at);
  window.fetch = answeredFetch;
  globalThis.fetch = answeredFetch;
  const user = userEvent.setup();
  const rendered = render(ui, {
    wrapper: ({ children }) =>
      options.follow ? (
        <FollowingProviders {...options} mover={mover} router={router}>{children}</FollowingProviders>
      ) : (
        <AppTestProviders {...options} router={router}>{children}</AppTestProviders>
      ),
  });
  return { ...rendered, router, user };
}
