import type { MenuItem } from '@/lib/client/session-types';
import { isShown, TOP_MENU_LIMIT } from './menu-tree';

export interface TopMenus {
  /** Tabs in the top bar, in server order. */
  bar: MenuItem[];
  /** Everything else the user may open from the first level, under 'More'. */
  more: MenuItem[];
}

/**
 * The first-level menus as the top bar shows them: the visible ones the user
 * chose for the navigation bar (all when `chosen` is null), at most `limit`, in server order;
 * the rest go under 'More'.
 */
export function splitTopMenus(items: readonly MenuItem[], chosen: readonly string[] | null, limit = TOP_MENU_LIMIT): TopMenus {
  const shown = items.filter(isShown);
  const wanted = chosen ? new Set(chosen) : null;
  const bar = shown.filter((item) => !wanted || wanted.has(item.id)).slice(0, limit);
  const inBar = new Set(bar.map((item) => item.id));
  return { bar, more: shown.filter((item) => !inBar.has(item.id)) };
}

/**
 * How many of the tabs (measured widths, in order) fit into `available` pixels. The 'More'
 * button takes `moreWidth` whenever anything has to go under it: items already bound for
 * 'More' (`moreNeeded`), or tabs that do not fit.
 */
export function fittingTabCount(widths: readonly number[], available: number, moreWidth: number, moreNeeded: boolean): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (!moreNeeded && total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

/** The ids the display settings save: the chosen first-level items in server order. */
export function orderedChoice(items: readonly MenuItem[], chosen: ReadonlySet<string>): string[] {
  return items.filter((item) => isShown(item) && chosen.has(item.id)).map((item) => item.id);
}
