import type { ListView, ListViewSettings } from '@/lib/contract/list-views';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import { RULE_OPERATOR, type MatchType } from '@/lib/entity/query-rules';
import { FULL_TEXT_PARAM } from '@/lib/entity/features/full-text/full-text';
import { ownField } from '@/lib/entity/own-field';
import { parseFilterValue } from '@/lib/entity/filter-value';
import type { EntityDef, FilterOperator } from '@/lib/entity/types';
import type { EntityFilters } from '../list/entity-query-request';

/**
 * Why a colleague's shared view finds nothing, as the page can say it without asking the server
 * anything more: the view's own conditions, in words, searched within what the viewer may see.
 * Whether records outside her data scope would match is never asked nor told (docs/security.md,
 * "Saved list views"): that answer would let anyone probe hidden records with a view's conditions.
 */

/** One condition of a view: a field, how it compares, and the values (two for a range, an open end blank). */
export interface ViewCondition {
  field: string;
  operator: FilterOperator;
  values: string[];
}

export interface ViewConditions {
  /** The full-text keyword, when the view searches by one. */
  keyword: string | null;
  /** The filter bar's conditions, all of which must hold. */
  bar: ViewCondition[];
  /** The advanced query's conditions and how they join (with the bar's by AND). */
  advanced: { matchType: MatchType; conditions: ViewCondition[] } | null;
}

const RANGE = /^(.*)_(begin|end)$/;

/** One value of the list convention, read as the server reads it. */
function conditionOf(entity: EntityDef, field: string, raw: string): ViewCondition {
  const parsed = parseFilterValue(ownField(entity, field), raw) ?? { operator: 'eq' as const, value: raw.trim() };
  return { field, operator: parsed.operator, values: Array.isArray(parsed.value) ? parsed.value : [parsed.value] };
}

/** A range's bounds as one condition: both ends, or the one given. */
function rangeOf(field: string, begin: string | undefined, end: string | undefined): ViewCondition {
  if (begin && end) return { field, operator: 'between', values: [begin, end] };
  return begin ? { field, operator: 'ge', values: [begin] } : { field, operator: 'le', values: [end ?? ''] };
}

function advancedOf(advanced: AdvancedQuery | null): ViewConditions['advanced'] {
  if (!advanced || advanced.conditions.length === 0) return null;
  return {
    matchType: advanced.matchType,
    conditions: advanced.conditions.map(({ field, rule, value }) => ({ field, operator: RULE_OPERATOR[rule], values: Array.isArray(value) ? value : [value] })),
  };
}

/** A view's conditions as the list runs them: the keyword, the bar's (a range's two bounds as one) and the advanced query's. */
export function viewConditions(entity: EntityDef, settings: Pick<ListViewSettings, 'filters' | 'advanced'>): ViewConditions {
  const filled = Object.entries(settings.filters).filter(([, value]) => value.trim() !== '');
  const bounds = new Map(filled.filter(([name]) => RANGE.test(name)));
  const bar: ViewCondition[] = [];
  const ranged = new Set<string>();
  let keyword: string | null = null;
  for (const [name, value] of filled) {
    if (name === FULL_TEXT_PARAM) keyword = value.trim();
    else if (!RANGE.test(name)) bar.push(conditionOf(entity, name, value));
    else {
      const field = RANGE.exec(name)![1]!;
      if (ranged.has(field)) continue;
      ranged.add(field);
      bar.push(rangeOf(field, bounds.get(`${field}_begin`), bounds.get(`${field}_end`)));
    }
  }
  return { keyword, bar, advanced: advancedOf(settings.advanced) };
}

/** The filled entries of a filter set, in a stable order. */
const filledText = (values: Readonly<Record<string, string>>) => JSON.stringify(Object.entries(values).filter(([, v]) => v !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const advancedText = (advanced: AdvancedQuery | null) => JSON.stringify(advanced && advanced.conditions.length > 0 ? advanced : null);

/**
 * The colleague's shared view an empty list is to be explained by: the list still runs the view's
 * own conditions (none changed since it was applied, none added from a link), and it has some.
 * Null otherwise: the viewer's own view, or filters of her own, get the list's usual empty state.
 */
export function emptyBecauseOfView(view: ListView | null, filters: EntityFilters): ListView | null {
  if (!view || view.mine) return null;
  if (Object.values(filters.linked).some((v) => v !== '')) return null;
  const { filters: viewBar, advanced } = view.settings;
  if (filledText(viewBar) === '[]' && advancedText(advanced) === 'null') return null;
  return filledText(filters.bar) === filledText(viewBar) && advancedText(filters.advanced) === advancedText(advanced) ? view : null;
}
