import {
  type AdvancedQuery,
  type MatchType,
  MAX_CONDITIONS,
  type QueryCondition,
  queryableField,
  queryConditionsSchema,
  type QueryRule,
  rulesFor,
} from '@/lib/entity/advanced-query';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';

/** One row of the dialog while it is being filled in: any part may still be missing. */
export interface DraftCondition {
  /** Stable row identity for React while rows are added and removed. */
  id: number;
  field: string | null;
  rule: QueryRule | null;
  value: string | string[] | null;
}

let nextRowId = 1;
const newRowId = () => nextRowId++;

export function emptyDraft(): DraftCondition {
  return { id: newRowId(), field: null, rule: null, value: null };
}

/** The rows for a query (an active or a saved one); one empty row when there is none. */
export function draftsFrom(query: AdvancedQuery | null): DraftCondition[] {
  if (!query || query.conditions.length === 0) return [emptyDraft()];
  return query.conditions.map((c) => ({ id: newRowId(), field: c.field, rule: c.rule, value: Array.isArray(c.value) ? [...c.value] : c.value }));
}

export const canAddDraft = (drafts: readonly DraftCondition[]) => drafts.length < MAX_CONDITIONS;

/** Choosing another field starts its row over: the field type's default rule and no value (widgets differ). */
export function withField(draft: DraftCondition, entity: EntityDef, name: string | null): DraftCondition {
  const field = name ? queryableField(entity, name) : undefined;
  if (!name || !field) return { ...draft, field: null, rule: null, value: null };
  if (name === draft.field) return draft;
  return { ...draft, field: name, rule: rulesFor(field)[0] ?? null, value: null };
}

/**
 * Switching the rule keeps what was typed where it still fits: away from 'in' only the first value
 * stays; towards 'in' the single value becomes the first of the list.
 */
export function withRule(draft: DraftCondition, rule: QueryRule): DraftCondition {
  const { value } = draft;
  if (rule === 'in') {
    const values = Array.isArray(value) ? value : value === null || value === '' ? [] : [value];
    return { ...draft, rule, value: values };
  }
  return { ...draft, rule, value: Array.isArray(value) ? (value[0] ?? null) : value };
}

export function withValue(draft: DraftCondition, value: string | string[] | null): DraftCondition {
  return { ...draft, value };
}

const hasValue = (value: DraftCondition['value']) =>
  Array.isArray(value) ? value.some((v) => v.trim() !== '') : value !== null && value.trim() !== '';

export type DraftCheck = { ok: true; query: AdvancedQuery } | { ok: false; message: string };

/**
 * The query the rows make, checked as the server will check it. Rows without a field are left out;
 * a row with a field but no value is pointed out rather than silently dropped.
 */
export function collectQuery(matchType: MatchType, drafts: readonly DraftCondition[]): DraftCheck {
  const conditions: QueryCondition[] = [];
  for (const [index, draft] of drafts.entries()) {
    if (!draft.field) continue;
    if (!draft.rule || !hasValue(draft.value)) return { ok: false, message: messageWith('advancedQuery.incomplete', { n: index + 1 }) };
    conditions.push({ field: draft.field, rule: draft.rule, value: draft.value! });
  }
  if (conditions.length === 0) return { ok: false, message: 'advancedQuery.emptyCondition' };
  const parsed = queryConditionsSchema.safeParse(conditions);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'advancedQuery.validation.malformed' };
  return { ok: true, query: { matchType, conditions: parsed.data } };
}
