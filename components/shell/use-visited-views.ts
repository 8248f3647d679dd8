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

  useEffect(() => {
    if (!userKey) return;
    setViews(withHome(loadVisitedViews(userKey), HOME_TITLE));
    setLoadedFor(userKey);
  }, [userKey]);

  useEffect(() => {
    if (!permitted) return;
    setViews((list) => {
      const kept = list.filter((view) => view.path === HOME_PATH || permitted.has(view.path));
      return kept.length === list.length ? list : kept;
    });
  }, [permitted]);

  const currentPath = current?.path;
  const currentFullPath = current?.fullPath;
  const currentTitle = current?.title;
  useEffect(() => {
    if (!currentPath || !currentFullPath || !currentTitle || loadedFor === null || skipped?.has(currentPath)) return;
    setViews((list) => {
      const next = visitView(list, { path: currentPath, fullPath: currentFullPath, title: currentTitle });
      const same = next.length === list.length && next.every((view, i) => view === list[i]);
      return same ? list : next;
    });
  }, [currentPath, currentFullPath, currentTitle, loadedFor, skipped]);

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
