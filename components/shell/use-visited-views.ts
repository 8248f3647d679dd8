'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  HOME_PATH,
  loadVisitedViews,
  saveVisitedViews,
  visitView,
  withHome,
  type VisitedView,
} from '@/lib/client/visited-views';
import { useHydrated } from '@/lib/client/use-hydrated';

const HOME_TITLE = 'menu.dashboard';

interface VisitedViewsInput {
  userKey: string | null;
  /** The path on screen, known before the page may be recorded. */
  pagePath: string;
  /** The page on screen to record, or null while it is not one (a refresh, a 403, loading). */
  current: VisitedView | null;
  /** Paths the user may open; tabs for others are dropped (after a change of rights, say). */
  permitted: ReadonlySet<string> | null;
}

/** Whether two records hold the same values under the same names. */
function sameValues<T extends object>(a: T, b: T | null): boolean {
  return b !== null && (Object.keys(a) as (keyof T)[]).every((name) => Object.is(a[name], b[name]));
}

/**
 * The visited-pages list, kept in sessionStorage per user. It starts empty on the server and in
 * the first client render (storage is the browser's), then loads, so hydration matches.
 */
export function useVisitedViews({ userKey, pagePath, current, permitted }: VisitedViewsInput) {
  const [views, setViews] = useState<VisitedView[]>(() => withHome([], HOME_TITLE));
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  // Tabs closed while their page is still on screen (the move to the neighbour is under way)
  // must not come back when that page finishes loading.
  const [dismissed, setDismissed] = useState<{ on: string; paths: ReadonlySet<string> } | null>(null);
  if (dismissed && dismissed.on !== pagePath) setDismissed(null);
  const skipped = dismissed && dismissed.on === pagePath ? dismissed.paths : null;

  // The list follows the user, the rights and the page on screen: adjusted while rendering, once
  // hydrated, in this order (load, drop what is no longer permitted, record the page), each when
  // what it depends on has changed.
  const hydrated = useHydrated();
  if (hydrated && userKey && loadedFor !== userKey) {
    setViews(withHome(loadVisitedViews(userKey), HOME_TITLE));
    setLoadedFor(userKey);
  }

  const [filteredBy, setFilteredBy] = useState<ReadonlySet<string> | null>(null);
  if (hydrated && permitted !== filteredBy) {
    setFilteredBy(permitted);
    if (permitted) {
      setViews((list) => {
        const kept = list.filter((view) => view.path === HOME_PATH || permitted.has(view.path));
        return kept.length === list.length ? list : kept;
      });
    }
  }

  const visit = { path: current?.path, fullPath: current?.fullPath, title: current?.title, loadedFor, skipped };
  const [visited, setVisited] = useState<typeof visit | null>(null);
  if (hydrated && !sameValues(visit, visited)) {
    setVisited(visit);
    const { path, fullPath, title } = visit;
    if (path && fullPath && title && loadedFor !== null && !skipped?.has(path)) {
      setViews((list) => {
        const next = visitView(list, { path, fullPath, title });
        const same = next.length === list.length && next.every((view, i) => view === list[i]);
        return same ? list : next;
      });
    }
  }

  useEffect(() => {
    if (loadedFor) saveVisitedViews(loadedFor, views);
  }, [loadedFor, views]);

  const replaceViews = useCallback(
    (next: VisitedView[]) => {
      const kept = new Set(next.map((view) => view.path));
      setDismissed({ on: pagePath, paths: new Set(views.map((view) => view.path).filter((path) => !kept.has(path))) });
      setViews(withHome(next, HOME_TITLE));
    },
    [pagePath, views],
  );
  return { views, replaceViews };
}
