import { STORAGE_PREFIX } from './owned-storage';
import { arrayOf, isPlainObject, isString } from './plain-checks';

/**
 * The tab strip of visited pages (docs/architecture.md, "The back office's frame"): one tab per path, the home tab first and never
 * closed. The list lives in sessionStorage, so a reload keeps it and another browser tab or a
 * new sign-in starts fresh.
 */
export const HOME_PATH = '/';

export interface VisitedView {
  path: string;
  /** Path plus query, as the page was last opened. */
  fullPath: string;
  /** A message key such as 'menu.customer', or a literal title. */
  title: string;
}

const MAX_STORED_VIEWS = 200;

/**
 * The most tabs the strip keeps open, home included: past it the strip stops being a way back and
 * becomes a list to search, so the tab opened longest ago closes when another page opens.
 */
export const MAX_OPEN_VIEWS = 20;

function storedView(item: unknown): VisitedView | null {
  if (!isPlainObject(item)) return null;
  const { path, fullPath, title } = item;
  return isString(path, { prefix: '/' }) && isString(fullPath, { prefix: '/' }) && isString(title) ? { path, fullPath, title } : null;
}

export function withHome(views: readonly VisitedView[], homeTitle: string): VisitedView[] {
  const home = views.find((view) => view.path === HOME_PATH) ?? { path: HOME_PATH, fullPath: HOME_PATH, title: homeTitle };
  return [home, ...views.filter((view) => view.path !== HOME_PATH)];
}

/** Adds the page, or updates its tab (same path, maybe another query) in place. */
export function visitView(views: readonly VisitedView[], view: VisitedView, limit: number = MAX_OPEN_VIEWS): VisitedView[] {
  const index = views.findIndex((existing) => existing.path === view.path);
  if (index === -1) return withinLimit([...views, view], limit);
  const existing = views[index];
  if (existing && existing.fullPath === view.fullPath && existing.title === view.title) return [...views];
  return views.map((existing, i) => (i === index ? view : existing));
}

/** Closes the tabs opened longest ago (never home, never the page just opened) until `limit` remain. */
function withinLimit(views: VisitedView[], limit: number): VisitedView[] {
  let excess = views.length - Math.max(limit, 2);
  if (excess <= 0) return views;
  return views.filter((view, i) => {
    if (excess <= 0 || view.path === HOME_PATH || i === views.length - 1) return true;
    excess -= 1;
    return false;
  });
}

export interface Closing {
  views: VisitedView[];
  /** Where to go when the page on screen was closed; null to stay. */
  navigateTo: string | null;
}

/** Closing the active tab moves to its right neighbour, else its left one, else home. */
export function closeView(views: readonly VisitedView[], path: string, activePath: string): Closing {
  if (path === HOME_PATH) return { views: [...views], navigateTo: null };
  const index = views.findIndex((view) => view.path === path);
  if (index === -1) return { views: [...views], navigateTo: null };
  const rest = views.filter((view) => view.path !== path);
  if (path !== activePath) return { views: rest, navigateTo: null };
  const neighbour = views[index + 1] ?? views[index - 1];
  return { views: rest, navigateTo: neighbour?.fullPath ?? HOME_PATH };
}

export function closeOtherViews(views: readonly VisitedView[], path: string, activePath: string): Closing {
  const kept = views.filter((view) => view.path === HOME_PATH || view.path === path);
  const target = kept.find((view) => view.path === path);
  return { views: kept, navigateTo: activePath !== path && target ? target.fullPath : null };
}

export function closeAllViews(views: readonly VisitedView[], activePath: string): Closing {
  return { views: views.filter((view) => view.path === HOME_PATH), navigateTo: activePath === HOME_PATH ? null : HOME_PATH };
}

/** The refresh address: the page's own path and query behind /redirect. */
export function refreshPath(fullPath: string): string {
  const queryAt = fullPath.search(/[?#]/);
  const path = queryAt === -1 ? fullPath : fullPath.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : fullPath.slice(queryAt);
  return `/redirect${path === HOME_PATH ? '' : path}${rest}`;
}

/** The page a refresh address stands for (the inverse of refreshPath). */
export function pathBehindRefresh(pathname: string): string {
  return pathname.replace(/^\/redirect(?=\/|$)/, '') || HOME_PATH;
}

export function visitedViewsKey(userKey: string): string {
  return `${STORAGE_PREFIX}visitedViews.${userKey}`;
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function loadVisitedViews(userKey: string, store: Storage | undefined = sessionStore()): VisitedView[] {
  const text = store?.getItem(visitedViewsKey(userKey));
  if (!text) return [];
  try {
    return arrayOf(JSON.parse(text), storedView, MAX_STORED_VIEWS) ?? [];
  } catch {
    return [];
  }
}

export function saveVisitedViews(userKey: string, views: readonly VisitedView[], store: Storage | undefined = sessionStore()): void {
  try {
    store?.setItem(visitedViewsKey(userKey), JSON.stringify(views));
  } catch {
    // A full or disabled storage only costs the tabs after a reload.
  }
}

/** On sign-out: the next user of this browser tab starts with fresh tabs. */
export function forgetVisitedViews(store: Storage | undefined = sessionStore()): void {
  if (!store) return;
  const prefix = visitedViewsKey('');
  const ours: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) ours.push(key);
  }
  for (const key of ours) store.removeItem(key);
}
