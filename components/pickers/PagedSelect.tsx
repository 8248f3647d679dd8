'use client';

import { LazySelect } from '@/components/widgets/select/LazySelect';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '@/lib/client/call';
import type { Call } from '@/lib/contract/call';
import type { RecordValues } from '@/lib/contract/entity-calls';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '@/components/entity/fields/use-debounced';
import { atBottom, footerStatus, type PagedOption } from './paged-state';
import { type PageLoader, usePagedOptions } from './use-paged-options';
import styles from './pickers.module.css';

export interface PagedSelectProps {
  id?: string;
  /** The list call (a kind's query: `entityCalls(apiBase).query`), answering { records, total }; the same object from one render to the next. */
  list: Call<RecordValues, { records: readonly unknown[]; total?: number }>;
  /** Sent with every page (fixed filters). */
  query?: Readonly<Record<string, unknown>>;
  /** The record property that is the option's value, and the one shown (and searched). */
  valueField: string;
  labelField: string;
  /** The property the keyword filters, as '*keyword*'; defaults to labelField. */
  searchField?: string;
  multiple?: boolean;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  /** Names of chosen values no loaded page may list. */
  labels?: ReadonlyMap<string, string>;
  /** How a stored label is shown (a message key in the reader's words). */
  labelText?: (label: string) => string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  className?: string;
}

/** A chosen value with the name shown for it (the Select keeps names it has no option for). */
interface LabelledValue {
  value: string;
  label: string;
}

function optionsOf(answer: unknown, valueField: string, labelField: string): { options: PagedOption[]; total: number } {
  const body = typeof answer === 'object' && answer !== null ? (answer as { records?: unknown; total?: unknown }) : {};
  const records = Array.isArray(body.records) ? body.records : [];
  const options = records.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const record = raw as Record<string, unknown>;
    const value = record[valueField];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const label = record[labelField];
    return [{ value: String(value), label: label === null || label === undefined || label === '' ? String(value) : String(label) }];
  });
  return { options, total: typeof body.total === 'number' ? body.total : options.length };
}

/**
 * The paged drop-down: page 1 of 10 when first opened, the next page whenever the
 * list is scrolled to its bottom until the total is reached; typing searches (after 800 ms) from
 * page 1 again. A refused page is ignored: the list keeps what it has.
 */
export function PagedSelect({
  id, list, query, valueField, labelField, searchField, multiple, value, onChange, labels, labelText = (l) => l, placeholder, disabled, allowClear = true, className,
}: PagedSelectProps) {
  const t = useTranslations('pickers.paged');
  const queryText = JSON.stringify(query ?? {});
  const load = useCallback<PageLoader>(async (pageNo, pageSize, keyword) => {
    const fixed = JSON.parse(queryText) as Record<string, unknown>;
    const answer = await call(list, { ...fixed, pageNo, pageSize, ...(keyword ? { [searchField ?? labelField]: `*${keyword}*` } : {}) }, { silent: true });
    return optionsOf(answer, valueField, labelField);
  }, [list, queryText, valueField, labelField, searchField]);
  const { state, search, more } = usePagedOptions(load);

  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const started = state.generation > 0;
  // A new keyword (or a new list) starts over at page 1, but only once the list was opened.
  const lastSearch = useRef<string | null>(null);
  useEffect(() => {
    if (!started || lastSearch.current === `${keyword}\u0000${queryText}`) return;
    lastSearch.current = `${keyword}\u0000${queryText}`;
    search(keyword);
  }, [keyword, queryText, started, search]);

  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  const labelOf = (key: string) => labelText(state.seen.get(key) ?? labels?.get(key) ?? key);
  const footer = footerStatus(state);

  return (
    <LazySelect<LabelledValue | LabelledValue[]>
      id={id}
      className={className}
      mode={multiple ? 'multiple' : undefined}
      labelInValue
      value={multiple ? chosen.map((k) => ({ value: k, label: labelOf(k) })) : chosen[0] ? { value: chosen[0], label: labelOf(chosen[0]) } : undefined}
      onChange={(next: LabelledValue | LabelledValue[] | undefined) => {
        if (Array.isArray(next)) onChange?.(next.map((o) => String(o.value)));
        else onChange?.(next ? String(next.value) : null);
      }}
      options={state.options.map((o) => ({ value: o.value, label: labelText(o.label) }))}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={state.requested !== null}
      // The list only grows by pages of ten: plain rendering keeps scrolling to the bottom simple.
      virtual={false}
      onOpenChange={(open) => {
        if (open && !started) {
          lastSearch.current = `${keyword}\u0000${queryText}`;
          search(keyword);
        }
        if (!open) setTyped('');
      }}
      onPopupScroll={(event) => {
        const list = event.currentTarget;
        if (atBottom(list.scrollTop, list.clientHeight, list.scrollHeight)) more();
      }}
      popupRender={(menu) => (
        <>
          {menu}
          <div className={styles.pagedFooter} data-testid="paged-select-footer" data-status={footer}>
            {t(footer === 'loading' ? 'loading' : footer === 'noMore' ? 'noMore' : 'more')}
          </div>
        </>
      )}
    />
  );
}
