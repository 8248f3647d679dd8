import type { ColumnLayout } from '../column-prefs';
import type { ListViewSettings } from '@/lib/contract/list-views';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import type { EntityDef } from '@/lib/entity/types';
import { withoutBlanks } from '../list/blank-filters';
import { defaultSort, type ListSort } from '../list/query-body';

/** How a list page stands: what a saved view keeps, and what applying one sets. */
export interface PageView {
  display: 'table' | 'board';
  boardField: string | null;
  columns: ColumnLayout;
  /** The filter bar's values in the list convention, and as its inputs hold them. */
  bar: Record<string, string>;
  barValues: Record<string, unknown>;
  advanced: AdvancedQuery | null;
  sort: ListSort;
  groupBy: string | null;
}

/** The page as a view's settings: the bar's values as JSON holds them (a day as its ISO text). */
export function settingsOf(view: PageView): ListViewSettings {
  return {
    kind: view.display,
    columns: view.columns,
    filters: view.bar,
    filterValues: JSON.parse(JSON.stringify(withoutBlanks(view.barValues))) as Record<string, unknown>,
    advanced: view.advanced && view.advanced.conditions.length > 0 ? view.advanced : null,
    sort: view.sort,
    groupBy: view.display === 'table' ? view.groupBy : null,
    boardField: view.display === 'board' ? view.boardField : null,
  };
}

/** Text of a value with its keys in order, so two equal settings read the same. */
function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableText((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether the page still shows what the view saved (a view without a sort sorts by the kind's default). */
export function sameSettings(entity: EntityDef, a: ListViewSettings, b: ListViewSettings): boolean {
  const plain = (s: ListViewSettings) => stableText({ ...s, sort: s.sort ?? defaultSort(entity), advanced: s.advanced?.conditions.length ? s.advanced : null });
  return plain(a) === plain(b);
}
