'use client';

import { useEffect, useState } from 'react';
import { call } from '@/lib/client/call';
import { GLOBAL_SEARCH_MAX, type GlobalSearchGroup } from '@/lib/contract/global-search';
import { shellCalls } from '@/lib/contract/shell-calls';

/** Typing pauses this long before a search is sent: one call per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface GlobalSearchState {
  groups: GlobalSearchGroup[];
  loading: boolean;
  failed: boolean;
  /** The text the groups answer (they may lag behind what is typed while loading). */
  answered: string;
  /** The groups answer what is typed now (or nothing is typed): a choice made now picks from them. */
  fresh: boolean;
}

const NOTHING_SEARCHED: Omit<GlobalSearchState, 'fresh'> = { groups: [], loading: false, failed: false, answered: '' };

/** The records matching the text, searched once typing pauses; an older answer never replaces a newer one. */
export function useGlobalSearch(text: string): GlobalSearchState {
  const query = text.trim().slice(0, GLOBAL_SEARCH_MAX);
  const [state, setState] = useState<Omit<GlobalSearchState, 'fresh'>>(NOTHING_SEARCHED);
  // Another text: cleared, or loading (set while rendering, so no frame shows the old state).
  const [searched, setSearched] = useState('');
  if (searched !== query) {
    setSearched(query);
    setState(query ? (previous) => ({ ...previous, loading: true, failed: false }) : NOTHING_SEARCHED);
  }

  useEffect(() => {
    if (!query) return;
    // A call already sent is left to finish (cutting it off only makes the server log a broken
    // connection); its answer is dropped once the text has changed.
    let stale = false;
    const timer = setTimeout(() => {
      call(shellCalls.globalSearch, { q: query }, { silent: true })
        .then((answer) => { if (!stale) setState({ groups: answer.groups, loading: false, failed: false, answered: query }); })
        .catch(() => { if (!stale) setState({ groups: [], loading: false, failed: true, answered: query }); });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [query]);

  return { ...state, fresh: !query || state.answered === query };
}
